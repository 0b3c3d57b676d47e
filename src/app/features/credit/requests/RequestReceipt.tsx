import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { attachOutline, documentOutline, openOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { CreditRequest } from '@shared/contracts/credit';
import { formatBytes } from '@app/lib/format-bytes';
import { RECEIPT_ACCEPT, receiptProblem } from './request-form';
import { FilePickButton } from '@app/kit/photo/FilePickButton';
import { useReceiptUrl } from '../receipt-url';

function ReceiptView({ request }: { request: CreditRequest }) {
  const { t } = useTranslation('credit');
  const file = useReceiptUrl(request.id);
  const attachment = request.attachment;
  if (!attachment) return null;
  const pdf = attachment.mimeType === 'application/pdf';
  const label = `${pdf ? 'PDF' : t('request.receipt.image')} · ${formatBytes(attachment.size)}`;
  if (file.status === 'loading') {
    return (
      <p className="credit-muted" aria-busy="true">
        <IonSpinner name="crescent" aria-hidden="true" /> {t('request.receipt.loading')}
      </p>
    );
  }
  if (file.status === 'error') {
    return (
      <p className="credit-muted" data-testid="credit-receipt-error">
        {t('request.receipt.error')}{' '}
        <IonButton fill="clear" onClick={file.retry}>
          {t('request.receipt.retry')}
        </IonButton>
      </p>
    );
  }
  return (
    <div className="credit-receipt" data-testid="credit-receipt" data-type={attachment.mimeType}>
      {pdf ? (
        <IonIcon className="credit-receipt__pdf" icon={documentOutline} aria-hidden="true" />
      ) : (
        <img className="credit-receipt__image" src={file.url ?? undefined} alt={t('request.receipt.alt', { name: request.holderName })} />
      )}
      <div className="credit-receipt__row">
        <span className="credit-muted">{label}</span>
        <IonButton fill="outline" href={file.url ?? undefined} target="_blank" download={pdf ? `receipt-${request.id}.pdf` : undefined} data-testid="credit-receipt-open">
          <IonIcon slot="start" icon={openOutline} aria-hidden="true" />
          {t('request.receipt.open')}
        </IonButton>
      </div>
    </div>
  );
}

export interface RequestReceiptProps {
  request: CreditRequest;
  /** The maker's own pending request without a receipt may be given one. */
  mayAttach: boolean;
  attaching: boolean;
  onAttach(file: File): void;
  onInvalid(message: string): void;
}

/** The receipt, shown or opened; or, for the maker while pending, a way to attach one (again, after a failed upload). */
export function RequestReceipt({ request, mayAttach, attaching, onAttach, onInvalid }: RequestReceiptProps) {
  const { t } = useTranslation('credit');
  if (request.attachment) return <ReceiptView request={request} />;
  return (
    <div className="credit-receipt credit-receipt--none">
      <p className="credit-muted" data-testid="credit-receipt-none">
        {t('request.receipt.none')}
      </p>
      {mayAttach ? (
        <FilePickButton
          accept={RECEIPT_ACCEPT}
          onPick={(file) => {
            const problem = receiptProblem(file);
            if (problem) onInvalid(problem);
            else onAttach(file);
          }}
          label={t('request.receipt.attach')}
          inputLabel={t('request.receipt.attach')}
          icon={attachOutline}
          busy={attaching}
          testId="credit-attach-button"
          inputTestId="credit-attach-file"
        />
      ) : null}
    </div>
  );
}
