import type { ReactNode } from 'react';
import { IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import './portal.css';

/** One labelled line of a record (the kit's record pages draw theirs the same way). */
/** `asWritten`: the label carries a name (an owner's, a package's), shown as written rather than in capitals. */
export function PortalFact({ label, children, testId, asWritten = false }: { label: string; children: ReactNode; testId?: string; asWritten?: boolean }) {
  return (
    <IonItem lines="inset">
      <IonLabel className="ion-text-wrap">
        <p className={asWritten ? 'field-label field-label--as-written' : 'field-label'}>{label}</p>
        <h3 data-testid={testId}>{children}</h3>
      </IonLabel>
    </IonItem>
  );
}
