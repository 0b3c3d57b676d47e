import { IonButton, IonIcon } from '@ionic/react';
import { pauseCircleOutline, playCircleOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { toggleWords, type Activatable } from './define-action';
import type { ActionFlow } from './use-action';

export interface ActiveToggleButtonProps<R extends Activatable> {
  flow: ActionFlow<R, void>;
  record: R;
  /** The area's words namespace, with `activate.action` and `deactivate.action`. */
  words: string;
  testId: string;
}

/** Deactivate (red) or Activate (green): the button of a `defineActiveToggle`. */
export function ActiveToggleButton<R extends Activatable>({ flow, record, words, testId }: ActiveToggleButtonProps<R>) {
  const { t } = useTranslation(words);
  return (
    <IonButton
      fill="outline"
      color={record.active ? 'danger' : 'success'}
      onClick={() => flow.start(record)}
      disabled={flow.busy}
      data-testid={testId}
    >
      <IonIcon slot="start" icon={record.active ? pauseCircleOutline : playCircleOutline} aria-hidden="true" />
      {t(`${toggleWords(record)}.action`)}
    </IonButton>
  );
}
