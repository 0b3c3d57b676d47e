import { IonButton, IonIcon } from '@ionic/react';
import { attachOutline, closeOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { IonNote } from '@app/ionic/ion-note';
import { formatBytes } from '@app/lib/format-bytes';
import { FilePickButton } from '@app/kit/photo/FilePickButton';
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
      <div className="credit-receipt-input__buttons">
        {file ? (
          <IonButton fill="clear" color="medium" disabled={disabled} onClick={() => onChange(null)} aria-label={t('request.form.receiptRemove')} data-testid="credit-receipt-remove">
            <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
          </IonButton>
        ) : null}
        <FilePickButton
          accept={RECEIPT_ACCEPT}
          onPick={onChange}
          label={file ? t('request.form.receiptReplace') : t('request.form.receiptChoose')}
          inputLabel={t('request.form.receipt')}
          icon={attachOutline}
          disabled={disabled}
          testId="credit-receipt-choose"
          inputTestId="credit-receipt-file"
        />
      </div>
    </div>
  );
}
