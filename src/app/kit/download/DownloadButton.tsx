import './download-button.css';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';


interface DownloadButtonProps {
  busy: boolean;
  /** Offline, or what the file would hold is not valid: the page says why. */
  disabled: boolean;
  onDownload(): void;
  label: string;
  busyLabel: string;
  testId: string;
}

/** "Download CSV" in a page's header: a spinner while the file comes, the label from tablets up. */
export function DownloadButton({ busy, disabled, onDownload, label, busyLabel, testId }: DownloadButtonProps) {
  return (
    <IonButton onClick={onDownload} disabled={disabled || busy} aria-label={busy ? busyLabel : label} aria-busy={busy ? 'true' : undefined} data-testid={testId}>
      {busy ? <IonSpinner slot="start" name="crescent" className="kit-download__spinner" /> : <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />}
      <span className="hide-below-sm">{label}</span>
    </IonButton>
  );
}
