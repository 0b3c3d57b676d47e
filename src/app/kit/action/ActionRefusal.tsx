import { IonNote } from '@app/ionic/ion-note';
import './action.css';

/** The server's refusal of an action, kept on the page (a toast alone is gone before it is read). */
export function ActionRefusal({ refusal, testId }: { refusal: string | null; testId: string }) {
  if (!refusal) return null;
  return (
    <IonNote color="danger" role="alert" className="kit-action-refusal" data-testid={testId}>
      {refusal}
    </IonNote>
  );
}
