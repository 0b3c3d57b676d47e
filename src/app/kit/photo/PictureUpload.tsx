import { useState, type ReactNode } from 'react';
import { imageOutline } from 'ionicons/icons';
import { ActionRefusal } from '@app/kit/action/ActionRefusal';
import { fieldMessage } from '@app/lib/api-errors';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import type { Outcome } from '@app/lib/use-mutation-runner';
import { useTranslation } from '@app/lib/use-translation';
import { FilePickButton } from './FilePickButton';
import './picture-upload.css';

export interface PictureUploadProps<T> {
  /** The picture as it is now (a logo, a photo). */
  picture: ReactNode;
  /** There is one already: the button replaces it. */
  has: boolean;
  /** Who may upload a new one. */
  permission: number;
  /** What the file picker offers; the server decides by the file's content, not its name. */
  accept: string;
  /** The upload (`useWrites`' uploads), and whether it is under way. */
  upload(file: File): Promise<Outcome<T>>;
  busy: boolean;
  onUploaded(value: T): void;
  /** `<part>.add`, `.replace`, `.choose`, `.uploading`, `.done`, `.failed` of `namespace`; `part` is also the file's multipart field. */
  namespace: string;
  part: string;
  /** `<prefix>-upload` on the button, `-file` on the file input, `-error` on the refusal. */
  testIdPrefix: string;
}

/** A record's picture, and (with the permission) a new one uploaded at once; the server's refusal stays on the page. */
export function PictureUpload<T>({ picture, has, permission, accept, upload, busy, onUploaded, namespace, part, testIdPrefix }: PictureUploadProps<T>) {
  const { t } = useTranslation(namespace);
  const { profile } = useSession();
  const [error, setError] = useState<string | null>(null);

  async function send(file: File) {
    setError(null);
    const result = await upload(file);
    if (result.ok) {
      showToast(t(`${part}.done`), 'success');
      onUploaded(result.value);
      return;
    }
    // The server's own words: it read the file and said what it is not.
    setError(fieldMessage(result.error, part) || result.message || t(`${part}.failed`));
  }

  return (
    <div className="kit-picture-upload">
      {picture}
      {can(profile, permission) ? (
        <FilePickButton
          accept={accept}
          onPick={(file) => void send(file)}
          label={has ? t(`${part}.replace`) : t(`${part}.add`)}
          inputLabel={t(`${part}.choose`)}
          icon={imageOutline}
          busy={busy}
          busyLabel={t(`${part}.uploading`)}
          fill="clear"
          size="small"
          testId={`${testIdPrefix}-upload`}
          inputTestId={`${testIdPrefix}-file`}
        />
      ) : null}
      <ActionRefusal refusal={error} testId={`${testIdPrefix}-error`} />
    </div>
  );
}
