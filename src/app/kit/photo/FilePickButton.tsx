import { useRef } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';

export interface FilePickButtonProps {
  /** What the file picker offers; the server still decides by the file's content. */
  accept: string;
  /** The chosen file, sent at once; choosing the same file again picks it again. */
  onPick(file: File): void;
  label: string;
  /** The hidden file input's name for screen readers. */
  inputLabel: string;
  icon: string;
  /** Being sent: the button waits and spins, named by `busyLabel` if given. */
  busy?: boolean;
  busyLabel?: string;
  /** Waits without spinning (the form around it is being sent). */
  disabled?: boolean;
  fill?: 'clear' | 'outline';
  size?: 'small';
  /** On the button; the file input gets `inputTestId`. */
  testId?: string;
  inputTestId: string;
}

/** A button that opens the file picker for one file, and waits while it is being sent: a logo, a receipt, a document. */
export function FilePickButton({ accept, onPick, label, inputLabel, icon, busy = false, busyLabel, disabled = false, fill = 'outline', size, testId, inputTestId }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPick(file);
        }}
        data-testid={inputTestId}
        aria-label={inputLabel}
      />
      <IonButton fill={fill} size={size} disabled={busy || disabled} onClick={() => input.current?.click()} data-testid={testId}>
        {busy ? (
          <IonSpinner slot="start" name="crescent" aria-label={busyLabel} aria-hidden={busyLabel ? undefined : true} />
        ) : (
          <IonIcon slot="start" icon={icon} aria-hidden="true" />
        )}
        {label}
      </IonButton>
    </>
  );
}
