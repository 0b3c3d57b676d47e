import { useState } from 'react';
import { IonButton, IonContent, IonModal, IonSpinner } from '@ionic/react';
import { IonButtons } from '@app/ionic/ion-buttons';
import { IonHeader } from '@app/ionic/ion-header';
import { IonTitle } from '@app/ionic/ion-title';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { alertCircleOutline, documentTextOutline, downloadOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { CreditRequest } from '@shared/contracts/credit';
import { credit } from '@shared/contracts/plain/credit';
import { formatBytes } from '@app/lib/format-bytes';
import { saveBlob } from '@app/lib/save-blob';
import { api } from '@app/lib/api';
import { useReceiptUrl } from '../receipt-url';
import { MaskIcon } from '@app/shell/MaskIcon';

type Attached = Pick<CreditRequest, 'id' | 'holderName' | 'holderAccountNumber'> & { attachment: NonNullable<CreditRequest['attachment']> };

/** A picture receipt: a thumbnail on the card that opens it full size. */
function ImageReceipt({ request }: { request: Attached }) {
  const { t } = useTranslation('credit');
  const file = useReceiptUrl(request.id);
  const [open, setOpen] = useState(false);
  const label = t('approval.receiptOf', { name: request.holderName });
  if (file.status === 'error') {
    return (
      <button type="button" className="credit-receipt__open credit-receipt__open--failed" onClick={file.retry} data-testid={`credit-receipt-retry-${request.id}`}>
        <MaskIcon icon={alertCircleOutline} />
        <span>{t('approval.receiptUnavailable')}</span>
      </button>
    );
  }
  return (
    <>
      <button type="button" className="credit-receipt__open" onClick={() => setOpen(true)} disabled={file.status !== 'ready'} data-testid={`credit-receipt-${request.id}`}>
        {file.status === 'ready' ? <img src={file.url} alt="" className="credit-receipt__thumb" /> : <IonSpinner name="crescent" className="credit-receipt__thumb" />}
        <span>{t('approval.viewReceipt')}</span>
        <span className="credit-receipt__size">{formatBytes(request.attachment.size)}</span>
      </button>
      <IonModal isOpen={open} onDidDismiss={() => setOpen(false)} aria-label={label} data-testid={`credit-receipt-viewer-${request.id}`}>
        <IonHeader>
          <IonToolbar color="primary">
            <IonTitle>{label}</IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setOpen(false)}>{t('approval.closeReceipt')}</IonButton>
            </IonButtons>
          </IonToolbar>
        </IonHeader>
        <IonContent className="credit-receipt__viewer">{file.status === 'ready' ? <img src={file.url} alt={label} className="credit-receipt__full" /> : null}</IonContent>
      </IonModal>
    </>
  );
}

/** A PDF receipt is a download (the server serves PDFs so): fetched with the token when asked for. */
function PdfReceipt({ request }: { request: Attached }) {
  const { t } = useTranslation('credit');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const blob = await api.callBlob(credit.attachment, { params: { id: request.id }, quiet: true });
      saveBlob(blob, `receipt-${request.holderAccountNumber}.pdf`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <button type="button" className="credit-receipt__open" onClick={() => void download()} disabled={state === 'busy'} data-testid={`credit-receipt-${request.id}`}>
      {state === 'busy' ? <IonSpinner name="crescent" /> : <MaskIcon icon={state === 'failed' ? alertCircleOutline : documentTextOutline} />}
      <span>{state === 'failed' ? t('approval.receiptUnavailable') : t('approval.downloadReceipt')}</span>
      <span className="credit-receipt__size">
        PDF · {formatBytes(request.attachment.size)} <MaskIcon icon={downloadOutline} />
      </span>
    </button>
  );
}

/** The receipt the maker attached, if any: what the approver checks the amount against. */
export function Receipt({ request }: { request: CreditRequest }) {
  const { t } = useTranslation('credit');
  const attachment = request.attachment;
  if (!attachment) return <p className="credit-receipt credit-receipt--none">{t('approval.noReceipt')}</p>;
  const attached = { ...request, attachment };
  return <div className="credit-receipt">{attachment.mimeType.startsWith('image/') ? <ImageReceipt request={attached} /> : <PdfReceipt request={attached} />}</div>;
}
