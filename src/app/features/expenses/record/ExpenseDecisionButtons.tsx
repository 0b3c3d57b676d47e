import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkCircleOutline, closeCircleOutline } from 'ionicons/icons';
import type { Expense } from '@shared/contracts/expenses';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import type { Choice } from '@app/kit/decision/choice';
import { useDecision } from '@app/kit/decision/use-decision';
import { expenseCopy } from '../decision-copy';
import { expenseDecisions } from '../decisions';

/**
 * Approve a recorded expense and void a recorded or approved one (35), each one tap then its prompt (void asks why), through the outbox. Whoever
 * recorded it may void it but not approve it: the page says so instead of offering a button the server would refuse.
 */
export function ExpenseDecisionButtons({ expense }: { expense: Expense }) {
  const { t, i18n } = useTranslation('expenses');
  const { profile } = useSession();
  const { ask, busy } = useDecision(expenseDecisions.decide);
  // An approved expense may still be voided (a mistake found later); only a recorded one is approved.
  if (expense.status === 'void' || !can(profile, P.expenses.approve)) return null;
  const recorded = expense.status === 'recorded';
  const mine = expense.recordedBy === profile.id;
  const button = (choice: Choice, testId: string) => {
    const { confirm, ...words } = expenseCopy(expense, choice, t, i18n.language);
    const approve = choice === 'approve';
    return (
      <IonButton
        color={approve ? 'success' : 'danger'}
        fill={approve ? undefined : 'outline'}
        disabled={busy}
        onClick={() => ask(expense, { decision: choice }, { ...words, confirmText: confirm, destructive: !approve })}
        data-testid={testId}
      >
        <IonIcon slot="start" icon={approve ? checkmarkCircleOutline : closeCircleOutline} aria-hidden="true" />
        {confirm}
      </IonButton>
    );
  };
  return (
    <div className="expense-decisions" data-testid="expense-decisions">
      {!recorded ? null : mine ? (
        <p className="expense-note" role="note" data-testid="expense-mine">
          {t('detail.mine')}
        </p>
      ) : (
        button('approve', 'expense-approve-button')
      )}
      {button('reject', 'expense-void-button')}
    </div>
  );
}
