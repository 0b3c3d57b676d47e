import { IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';

/** One labelled value of a record. */
export function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <IonItem lines="inset">
      <IonLabel className="ion-text-wrap">
        <p className="field-label">{label}</p>
        <h3 data-testid={testId}>{value}</h3>
      </IonLabel>
    </IonItem>
  );
}
