import { IonButton, IonIcon } from '@ionic/react';
import { calendarOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { calendarPath } from './paths';
import './calendar-link.css';

/**
 * The way to a property's reservation calendar from another screen (a unit, the listing summary), shown only to an
 * admin who may open it (the calendar page's own code). It opens on this month with today in view.
 */
export function CalendarLink({ propertyId, label, testId }: { propertyId: string; label: string; testId: string }) {
  const { profile } = useSession();
  if (!can(profile, P.reservation.view)) return null;
  return (
    <IonButton fill="outline" routerLink={calendarPath(propertyId)} data-testid={testId} className="calendar-link">
      <IonIcon slot="start" icon={calendarOutline} aria-hidden="true" />
      {label}
    </IonButton>
  );
}
