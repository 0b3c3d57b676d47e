import { useRef } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { attachOutline, closeOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { IonNote } from '@app/ionic/ion-note';
import { formatBytes } from '@app/lib/format-bytes';
import { RECEIPT_ACCEPT } from './request-form';

export interface ReceiptInputProps {
  file: File | null;
  error?: string;
  onChange(file: File | null): void;
  disabled?: boolean;
}

/** The optional receipt: JPEG, PNG, WebP or PDF; its name and size once chosen. */
export function ReceiptInput({ file, error, onChange, disabled }: ReceiptInputProps) {
  const { t } = useTranslation('credit');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={`credit-receipt-input${error ? ' credit-receipt-input--invalid' : ''}`}>
      <div className="credit-receipt-input__text">
        <span className="credit-receipt-input__label">{t('request.form.receipt')}</span>
        <span className="credit-receipt-input__file" data-testid="credit-receipt-chosen">
          {file ? `${file.name} · ${formatBytes(file.size)}` : t('request.form.receiptNone')}
        </span>
        <span className="credit-muted">{t('request.form.receiptRules')}</span>
        {error ? (
          <IonNote color="danger" role="alert">
            {error}
          </IonNote>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept={RECEIPT_ACCEPT}
        hidden
        onChange={(e) => {
          onChange(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
        data-testid="credit-receipt-file"
        aria-label={t('request.form.receipt')}
      />
      <div className="credit-receipt-input__buttons">
        {file ? (
          <IonButton fill="clear" color="medium" disabled={disabled} onClick={() => onChange(null)} aria-label={t('request.form.receiptRemove')} data-testid="credit-receipt-remove">
            <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
          </IonButton>
        ) : null}
        <IonButton fill="outline" disabled={disabled} onClick={() => input.current?.click()} data-testid="credit-receipt-choose">
          <IonIcon slot="start" icon={attachOutline} aria-hidden="true" />
          {file ? t('request.form.receiptReplace') : t('request.form.receiptChoose')}
        </IonButton>
      </div>
    </div>
  );
}
