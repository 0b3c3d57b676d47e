import { IonIcon, IonSpinner } from '@ionic/react';
import { alertCircleOutline, checkmarkCircleOutline, closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { EmailAvailability } from './use-email-availability';
import './admin-form.css';

const ICONS: Partial<Record<EmailAvailability, string>> = {
  available: checkmarkCircleOutline,
  taken: closeCircleOutline,
  error: alertCircleOutline,
};

export function EmailAvailabilityNote({ status }: { status: EmailAvailability }) {
  const { t } = useTranslation('administrators');
  // A malformed address is reported by the field itself once the admin submits.
  if (status === 'idle' || status === 'invalid') return null;
  return (
    <p className={`email-availability email-availability--${status}`} role="status" aria-live="polite" data-testid="email-availability"
      data-status={status}
      data-available={status === 'available' ? 'true' : status === 'taken' ? 'false' : undefined}
    >
      {status === 'checking' ? <IonSpinner name="dots" aria-hidden="true" /> : <IonIcon icon={ICONS[status]} aria-hidden="true" />}
      <span>{t(`emailStatus.${status}`)}</span>
    </p>
  );
}
