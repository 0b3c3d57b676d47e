import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';

/** Pull down to fetch the month again; in a module of its own, so its Ionic elements load after the month is drawn. */
export default function QuotaRefresher({ onRefresh }: { onRefresh(): Promise<unknown> }) {
  return (
    <IonRefresher slot="fixed" onIonRefresh={(e) => void onRefresh().finally(() => e.detail.complete())}>
      <IonRefresherContent />
    </IonRefresher>
  );
}
