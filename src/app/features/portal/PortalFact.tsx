import type { ReactNode } from 'react';
import { IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';

/** One labelled line of a record (the kit's record pages draw theirs the same way). */
export function PortalFact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <IonItem lines="inset">
      <IonLabel className="ion-text-wrap">
        <p className="field-label">{label}</p>
        <h3 data-testid={testId}>{children}</h3>
      </IonLabel>
    </IonItem>
  );
}
