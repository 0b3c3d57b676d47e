import { useEffect, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { cameraOutline, closeOutline, documentTextOutline, imagesOutline } from 'ionicons/icons';
import { IonNote } from '@app/ionic/ion-note';
import { useTranslation } from '@app/lib/use-translation';
import { addFiles, cameraAccept, isPdf, PHOTO_ACCEPT } from './photo-files';
import { useObjectUrl } from './use-object-url';
import './photo.css';

export interface PhotoInputProps {
  /** The chosen files, in order (the parent keeps them). */
  files: File[];
  onChange(files: File[]): void;
  /** At most this many files (5 unless given); further picks are left out, with a note saying so. */
  max?: number;
  label: string;
  /** Prefix of the test ids: `-camera`, `-file` (hidden inputs), `-thumb`, `-remove`. */
  testId: string;
  /** What "Choose file" accepts; "Take photo" takes the image types of it. */
  accept?: string;
  error?: string | null;
  disabled?: boolean;
}

const DEFAULT_MAX = 5;

/** A key per chosen File, so removing one does not remake the others' thumbnails. */
const fileKeys = new WeakMap<File, string>();
let nextKey = 0;
function keyOf(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    key = `f${nextKey++}`;
    fileKeys.set(file, key);
  }
  return key;
}

function Thumb({ file, index, testId, disabled, onRemove }: { file: File; index: number; testId: string; disabled?: boolean; onRemove(): void }) {
  const { t } = useTranslation('kit', { keyPrefix: 'photo' });
  const pdf = isPdf(file);
  const url = useObjectUrl(pdf ? null : file);
  return (
    <li className="photo-input__thumb" data-testid={`${testId}-thumb`}>
      {pdf ? (
        <span className="photo-input__pdf">
          <IonIcon icon={documentTextOutline} aria-hidden="true" />
          <span className="photo-input__pdf-name">{file.name}</span>
          <span className="photo-input__sr">{t('pdf')}</span>
        </span>
      ) : url ? (
        <img src={url} alt={t('thumbAlt', { index: index + 1, name: file.name })} />
      ) : null}
      <button
        type="button"
        className="photo-input__remove"
        disabled={disabled}
        onClick={onRemove}
        aria-label={t('remove', { name: file.name })}
        data-testid={`${testId}-remove`}
      >
        <IonIcon icon={closeOutline} aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * Photos (or PDFs) to go with a record: "Take photo" opens the camera, "Choose file" the files;
 * the chosen ones show as thumbnails, each with a 44 px remove button.
 */
export function PhotoInput({ files, onChange, max = DEFAULT_MAX, label, testId, accept = PHOTO_ACCEPT, error, disabled }: PhotoInputProps): ReactElement {
  const { t } = useTranslation('kit', { keyPrefix: 'photo' });
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  const [problem, setProblem] = useState<'wrongType' | 'limit' | null>(null);
  const full = files.length >= max;

  const pick = (list: FileList | null) => {
    const added = addFiles(files, Array.from(list ?? []), accept, max);
    setProblem(added.problem);
    if (added.files.length !== files.length) onChange(added.files);
  };
  // After a removal the removed button is gone: focus goes to the next remove button, else to the group itself.
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const removes = root.current?.querySelectorAll<HTMLElement>('.photo-input__remove');
    const next = removes?.length ? removes[Math.min(index, removes.length - 1)] : null;
    (next ?? root.current)?.focus();
  }, [files]);
  const remove = (index: number) => {
    setProblem(null);
    focusAfterRemove.current = index;
    onChange(files.filter((_, i) => i !== index));
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    pick(event.target.files);
    // The same file may be chosen again after being removed.
    event.target.value = '';
  };

  return (
    <fieldset ref={root} tabIndex={-1} className={`photo-input${error ? ' photo-input--invalid' : ''}`} data-testid={testId} aria-invalid={error ? true : undefined}>
      <legend className="photo-input__label">{label}</legend>
      <input ref={camera} type="file" accept={cameraAccept(accept)} capture="environment" hidden onChange={onInput} aria-label={t('takePhoto')} data-testid={`${testId}-camera`} />
      <input ref={picker} type="file" accept={accept} multiple={max > 1} hidden onChange={onInput} aria-label={t('chooseFile')} data-testid={`${testId}-file`} />
      {files.length ? (
        <ul className="photo-input__thumbs">
          {files.map((file, index) => (
            <Thumb key={keyOf(file)} file={file} index={index} testId={testId} disabled={disabled} onRemove={() => remove(index)} />
          ))}
        </ul>
      ) : null}
      <div className="photo-input__buttons">
        <IonButton className="photo-input__camera" fill="outline" disabled={disabled || full} onClick={() => camera.current?.click()}>
          <IonIcon slot="start" icon={cameraOutline} aria-hidden="true" />
          {t('takePhoto')}
        </IonButton>
        <IonButton className="photo-input__choose" fill="outline" disabled={disabled || full} onClick={() => picker.current?.click()}>
          <IonIcon slot="start" icon={imagesOutline} aria-hidden="true" />
          {t('chooseFile')}
        </IonButton>
      </div>
      <p className="photo-input__count" aria-live="polite">
        {t('chosen', { count: files.length, max })}
      </p>
      {problem ? (
        <p className="photo-input__problem" role="status">
          {problem === 'limit' ? t('limit', { max }) : t('wrongType')}
        </p>
      ) : null}
      {error ? (
        <IonNote color="danger" role="alert">
          {error}
        </IonNote>
      ) : null}
    </fieldset>
  );
}
