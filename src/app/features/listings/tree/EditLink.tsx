import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, createOutline } from 'ionicons/icons';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';

/** A link to a form, shown only to an admin who holds the code it needs. */
export function FormLink({ href, code, label, testId, kind }: { href: string; code: number; label: string; testId: string; kind: 'add' | 'edit' }) {
  const { profile } = useSession();
  if (!can(profile, code)) return null;
  return (
    <IonButton fill="outline" size="default" routerLink={href} data-testid={testId} className="listings-form-link">
      <IonIcon slot="start" icon={kind === 'add' ? addOutline : createOutline} aria-hidden="true" />
      {label}
    </IonButton>
  );
}
