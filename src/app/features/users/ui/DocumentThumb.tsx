import { IonIcon, IonSpinner } from '@ionic/react';
import { alertCircleOutline, documentTextOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { UserDocument } from '@shared/contracts/users';
import { useFileUrl } from '../remote/use-file-url';
import { formatBytes, isPdf } from './documents';

function ImageThumb({ document, label }: { document: UserDocument; label: string }) {
  const file = useFileUrl(document.id);
  if (file.status === 'ready') return <img src={file.url} alt={label} className="doc-thumb__image" />;
  return (
    <span className="doc-thumb__placeholder" role="img" aria-label={label}>
      {file.status === 'loading' ? <IonSpinner name="crescent" /> : <IonIcon icon={alertCircleOutline} aria-hidden="true" />}
    </span>
  );
}

/** A document's picture, or for a PDF a file chip; with its kind and size underneath. */
export function DocumentThumb({ document }: { document: UserDocument }) {
  const { t } = useTranslation('users');
  const label = t(`documents.kinds.${document.kind}`);
  return (
    <>
      {isPdf(document) ? (
        <span className="doc-thumb__placeholder doc-thumb__placeholder--pdf">
          <IonIcon icon={documentTextOutline} aria-hidden="true" />
          <span>PDF</span>
        </span>
      ) : (
        <ImageThumb document={document} label={label} />
      )}
      <span className="doc-thumb__caption">
        <strong>{label}</strong>
        <span>{formatBytes(document.size)}</span>
      </span>
    </>
  );
}
