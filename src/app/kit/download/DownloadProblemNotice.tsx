import './download-button.css';
import { IonButton, IonIcon } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';

/** Why the last download failed, in the area's words, until the admin dismisses it. */
export function DownloadProblemNotice({ message, dismissLabel, onDismiss, testId }: { message: string; dismissLabel: string; onDismiss(): void; testId: string }) {
  return (
    <div className="kit-download-problem" role="alert" data-testid={testId}>
      <IonIcon icon={alertCircleOutline} aria-hidden="true" />
      <span>{message}</span>
      <IonButton fill="clear" size="small" onClick={onDismiss} className="kit-download-problem__close">
        {dismissLabel}
      </IonButton>
    </div>
  );
}
