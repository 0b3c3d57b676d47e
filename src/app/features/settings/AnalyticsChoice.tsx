import { useCallback, useEffect, useState } from 'react';
import { IonItem } from '@ionic/react';
import { IonList } from '@app/ionic/ion-list';
import { IonListHeader } from '@app/ionic/ion-list-header';
import { IonLabel } from '@app/ionic/ion-label';
import { IonToggle } from '@app/ionic/ion-toggle';
import { accounts } from '@shared/contracts/plain/accounts';
import { useTranslation } from '@app/lib/use-translation';
import { call } from '@app/lib/api';
import { announceAnalyticsChoice, rememberedAnalyticsChoice } from '@app/lib/telemetry-consent';
import { useMutationRunner } from '@app/lib/use-mutation-runner';

/**
 * The opt-out of first-party analytics (issue 30), kept with the account's settings on the server: off, this
 * account's devices send no screen view or web vital, and what one kept is dropped.
 */
export function AnalyticsChoice({ accountId, online }: { accountId: string; online: boolean }) {
  const { t } = useTranslation('analytics');
  const { run, pending } = useMutationRunner();
  const [on, setOn] = useState<boolean | null>(() => rememberedAnalyticsChoice(accountId));

  const read = useCallback(async () => {
    try {
      const settings = await call(accounts.settings, { quiet: true });
      setOn(settings.analytics);
      announceAnalyticsChoice(accountId, settings.analytics);
    } catch {
      // Offline or failed: the device's last answer stays shown, and the switch waits for the network.
    }
  }, [accountId]);
  useEffect(() => {
    if (online) void read();
  }, [online, read]);

  const choose = async (next: boolean) => {
    setOn(next);
    const change = { analytics: next };
    const outcome = await run('analytics', change, (idempotencyKey) => call(accounts.updateSettings, { body: change, idempotencyKey }));
    if (!outcome.ok) {
      setOn(!next);
      return;
    }
    setOn(outcome.value.analytics);
    announceAnalyticsChoice(accountId, outcome.value.analytics);
  };

  return (
    <IonList inset className="settings-list" data-testid="settings-analytics">
      <IonListHeader>
        <IonLabel>{t('choice.title')}</IonLabel>
      </IonListHeader>
      <IonItem lines="none">
        <IonToggle
          checked={on ?? false}
          disabled={!online || on === null || pending !== null}
          onIonChange={(e) => void choose(e.detail.checked)}
          data-testid="analytics-toggle"
        >
          <IonLabel className="ion-text-wrap">{t('choice.label')}</IonLabel>
        </IonToggle>
      </IonItem>
      <p className="settings-note">{online ? t('choice.note') : t('choice.offline')}</p>
    </IonList>
  );
}
