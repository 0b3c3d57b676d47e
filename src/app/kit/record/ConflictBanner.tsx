import { IonIcon } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';

export interface ConflictBannerProps {
  /** The server's message; nothing shows without one. */
  message: string | null;
  /** "Someone else decided first" in the area's words. */
  title: string;
  testId: string;
  /** The area's own spacing classes, after the shared `warning-note`. */
  className?: string;
}

/** Says why the record on screen is not what the admin decided: the server's copy won. */
export function ConflictBanner({ message, title, testId, className }: ConflictBannerProps) {
  if (!message) return null;
  return (
    <p className={className ? `warning-note ${className}` : 'warning-note'} role="alert" data-testid={testId}>
      <IonIcon icon={alertCircleOutline} aria-hidden="true" />
      <span>
        <strong>{title}</strong> {message}
      </span>
    </p>
  );
}
