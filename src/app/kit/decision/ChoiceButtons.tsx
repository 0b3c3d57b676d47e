import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkCircleOutline, closeCircleOutline } from 'ionicons/icons';
import type { Choice, ChoiceInput } from './choice';
import type { Decision } from './define-decision';
import { useDecision } from './use-decision';
import type { QueueDecisionCopy } from './use-queue-decision';

interface ChoiceButtonsProps<R extends { id: string }> {
  record: R;
  decision: Decision<R, ChoiceInput>;
  /** The prompt's words; its `confirm` is also the button's. */
  copy(record: R, choice: Choice): QueueDecisionCopy;
  /** `rider` gives rider-approve-button and rider-reject-button. */
  testIdPrefix: string;
  className: string;
}

/**
 * A record page's Approve and Reject, one tap each: the prompt (a remark, required to reject), then the outbox, so
 * the page shows the decision at once and the server has it when the network allows.
 */
export function ChoiceButtons<R extends { id: string }>({ record, decision, copy, testIdPrefix, className }: ChoiceButtonsProps<R>) {
  const { ask, busy } = useDecision(decision);
  const button = (choice: Choice) => {
    const { confirm, ...words } = copy(record, choice);
    const approve = choice === 'approve';
    return (
      <IonButton
        color={approve ? 'success' : 'danger'}
        fill={approve ? undefined : 'outline'}
        disabled={busy}
        onClick={() => ask(record, { decision: choice }, { ...words, confirmText: confirm, destructive: !approve })}
        data-testid={`${testIdPrefix}-${choice}-button`}
      >
        <IonIcon slot="start" icon={approve ? checkmarkCircleOutline : closeCircleOutline} aria-hidden="true" />
        {confirm}
      </IonButton>
    );
  };
  return (
    <div className={className}>
      {button('approve')}
      {button('reject')}
    </div>
  );
}
