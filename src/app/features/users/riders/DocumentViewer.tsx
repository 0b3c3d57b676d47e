import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { alertCircleOutline, documentTextOutline, openOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { UserDocument } from '@shared/contracts/users';
import { useFileUrl } from '../remote/use-file-url';
import { DocumentThumb } from '../ui/DocumentThumb';
import { formatBytes, isPdf } from '../ui/documents';
import { ZoomViewer } from './ZoomViewer';

function Loading({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  const { t } = useTranslation('users', { keyPrefix: 'riders' });
  return (
    <div className="doc-viewer__stage doc-viewer__stage--empty">
      {failed ? (
        <>
          <IonIcon icon={alertCircleOutline} aria-hidden="true" />
          <p>{t('documents.loadFailed')}</p>
          <IonButton fill="outline" onClick={onRetry}>
            {t('retry', { ns: 'common', keyPrefix: '' })}
          </IonButton>
        </>
      ) : (
        <IonSpinner name="crescent" aria-label={t('documents.loading')} />
      )}
    </div>
  );
}

/** A PDF cannot be zoomed here: it opens in the browser's own viewer, in a new tab. */
export function OpenPdfButton({ document, label }: { document: UserDocument; label: string }) {
  const { t } = useTranslation('users', { keyPrefix: 'riders' });
  const file = useFileUrl(document.id);
  return (
    <IonButton
      fill="outline"
      disabled={file.status !== 'ready'}
      onClick={() => file.url && window.open(file.url, '_blank', 'noopener')}
      aria-label={t('documents.openPdfNamed', { name: label })}
      data-testid={`open-pdf-${document.id}`}
    >
      <IonIcon slot="start" icon={openOutline} aria-hidden="true" />
      {t('documents.openPdf')}
    </IonButton>
  );
}

function Stage({ document }: { document: UserDocument }) {
  const { t } = useTranslation('users');
  const label = t(`documents.kinds.${document.kind}`);
  const file = useFileUrl(isPdf(document) ? null : document.id);
  if (isPdf(document)) {
    return (
      <div className="doc-viewer__stage doc-viewer__stage--empty">
        <IonIcon icon={documentTextOutline} aria-hidden="true" />
        <p>
          {label} · PDF · {formatBytes(document.size)}
        </p>
        <OpenPdfButton document={document} label={label} />
      </div>
    );
  }
  if (file.status !== 'ready') return <Loading failed={file.status === 'error'} onRetry={file.retry} />;
  return <ZoomViewer key={document.id} src={file.url} alt={label} />;
}

/** The chosen document large (zoomable), and a strip of all of them to choose from. */
export function DocumentViewer({ documents, initialIndex = 0, testIdPrefix }: { documents: UserDocument[]; initialIndex?: number; testIdPrefix: string }) {
  const { t } = useTranslation('users', { keyPrefix: 'riders' });
  const [index, setIndex] = useState(Math.min(initialIndex, Math.max(0, documents.length - 1)));
  const current = documents[index];
  if (!current) return <p className="u-muted-note">{t('documents.none')}</p>;
  return (
    <div className="doc-viewer">
      <div className="doc-strip" role="tablist" aria-label={t('documents.choose')}>
        {documents.map((doc, i) => (
          <button
            key={doc.id}
            type="button"
            role="tab"
            aria-selected={i === index}
            className={`doc-thumb${i === index ? ' doc-thumb--selected' : ''}`}
            onClick={() => setIndex(i)}
            data-testid={`${testIdPrefix}-${i}`}
          >
            <DocumentThumb document={doc} />
          </button>
        ))}
      </div>
      <Stage document={current} />
    </div>
  );
}
