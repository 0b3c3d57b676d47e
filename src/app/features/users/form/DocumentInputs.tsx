import { IonButton, IonIcon } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { attachOutline, closeOutline } from 'ionicons/icons';
import { FilePickButton } from '@app/kit/photo/FilePickButton';
import { useTranslation } from '@app/lib/use-translation';
import type { DocumentKind, UserRole } from '@shared/contracts/users';
import { formatBytes } from '../ui/documents';
import { documentKindsFor, FILE_ACCEPT, type FormErrors, type FormFiles } from './user-form';

function DocumentInput({ kind, file, error, onChange }: { kind: DocumentKind; file?: File; error?: string; onChange(file: File | undefined): void }) {
  const { t } = useTranslation('users');
  const label = t(`documents.kinds.${kind}`);
  return (
    <div className={`file-row${error ? ' file-row--invalid' : ''}`}>
      <div className="file-row__text">
        <span className="file-row__label">{label}</span>
        <span className="file-row__file">{file ? `${file.name} · ${formatBytes(file.size)}` : t('documents.noneChosen')}</span>
        {error ? (
          <IonNote color="danger" role="alert">
            {error}
          </IonNote>
        ) : null}
      </div>
      {file ? (
        <IonButton fill="clear" color="medium" onClick={() => onChange(undefined)} aria-label={t('documents.remove', { name: label })}>
          <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
        </IonButton>
      ) : null}
      <FilePickButton
        accept={FILE_ACCEPT}
        onPick={onChange}
        label={file ? t('documents.replace') : t('documents.choose')}
        inputLabel={label}
        icon={attachOutline}
        size="small"
        inputTestId={`reg-file-${kind}`}
      />
    </div>
  );
}

/** Optional avatar and identity documents: JPEG, PNG, WebP or PDF up to 10 MB each. */
export function DocumentInputs({ role, files, errors, onChange }: { role: UserRole; files: FormFiles; errors: FormErrors; onChange(kind: DocumentKind, file: File | undefined): void }) {
  const { t } = useTranslation('users');
  return (
    <div className="file-list">
      <p className="u-hint">{t('documents.rules')}</p>
      {documentKindsFor(role).map((kind) => (
        <DocumentInput key={kind} kind={kind} file={files[kind]} error={errors[kind]} onChange={(file) => onChange(kind, file)} />
      ))}
    </div>
  );
}
