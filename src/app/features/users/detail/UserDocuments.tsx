import { useState } from 'react';
import { IonButton, IonContent, IonModal } from '@ionic/react';
import { IonButtons } from '@app/ionic/ion-buttons';
import { IonHeader } from '@app/ionic/ion-header';
import { IonTitle } from '@app/ionic/ion-title';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import type { UserDocument } from '@shared/contracts/users';
import { useFileUrl } from '../remote/use-file-url';
import { DocumentViewer } from '../riders/DocumentViewer';
import { DocumentThumb } from '../ui/DocumentThumb';
import { isPdf, sortDocuments } from '../ui/documents';

/** A PDF opens in the browser's viewer from its chip; the bytes come with the admin's token. */
function PdfTile({ document, index }: { document: UserDocument; index: number }) {
  const { t } = useTranslation('users');
  const file = useFileUrl(document.id);
  return (
    <button
      type="button"
      className="doc-thumb"
      disabled={file.status !== 'ready'}
      onClick={() => file.url && window.open(file.url, '_blank', 'noopener')}
      aria-label={t('documents.openPdf', { name: t(`documents.kinds.${document.kind}`) })}
      data-testid={`user-document-${index}`}
    >
      <DocumentThumb document={document} />
    </button>
  );
}

/** Thumbnails of the user's documents; a picture opens large with zoom. */
export function UserDocuments({ documents, name }: { documents: UserDocument[]; name: string }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState<number | null>(null);
  const sorted = sortDocuments(documents);
  const images = sorted.filter((d) => !isPdf(d));
  if (!sorted.length) return <p className="u-muted-note">{t('documents.none')}</p>;
  return (
    <>
      <div className="doc-grid" data-testid="user-documents">
        {sorted.map((doc, i) =>
          isPdf(doc) ? (
            <PdfTile key={doc.id} document={doc} index={i} />
          ) : (
            <button key={doc.id} type="button" className="doc-thumb" onClick={() => setOpen(images.indexOf(doc))} data-testid={`user-document-${i}`}>
              <DocumentThumb document={doc} />
            </button>
          ),
        )}
      </div>
      <IonModal isOpen={open !== null} onDidDismiss={() => setOpen(null)} data-testid="document-modal">
        <IonHeader>
          <IonToolbar color="primary">
            <IonTitle>{t('documents.titleOf', { name })}</IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setOpen(null)} data-testid="document-modal-close">
                {t('common:close')}
              </IonButton>
            </IonButtons>
          </IonToolbar>
        </IonHeader>
        <IonContent className="ion-padding">
          {open !== null ? <DocumentViewer documents={images} initialIndex={open} testIdPrefix="modal-document" /> : null}
        </IonContent>
      </IonModal>
    </>
  );
}
