import { useState } from 'react';
import { createOutline } from 'ionicons/icons';
import type { Expense } from '@shared/contracts/expenses';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { LinkButton } from '@app/kit/action/LinkButton';
import { useCapture } from '@app/kit/capture/use-capture';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { RecordColumn } from '@app/kit/record/RecordColumn';
import { DetailLayout, RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { captureTitle, receiptItem } from '../form/capture-items';
import { expenseDecisions } from '../decisions';
import { expenseResource } from '../resource';
import { ExpenseStatusChip } from '../status-chip';
import { ExpenseDecisionButtons } from './ExpenseDecisionButtons';
import { ExpenseFacts } from './ExpenseFacts';
import { expenseHistoryView } from './expense-history';
import { ExpenseReceipt } from './ExpenseReceipt';
import '../expenses.css';

/** One expense: its facts and receipt, its status and who decided it, approve and void, edit while recorded, history. */
export default function ExpenseRecordPage() {
  const { t } = useTranslation('expenses');
  const { profile } = useSession();
  const page = useRecordPage(expenseResource, { history: expenseHistoryView, decisions: expenseDecisions.decide.recordKey });
  const { open, conflict } = page.decisions;
  const capture = useCapture();
  const [replacing, setReplacing] = useState(false);

  // Through the outbox like the first receipt: it waits for the network, after anything queued for this expense.
  async function replaceReceipt(expense: Expense, file: File) {
    setReplacing(true);
    try {
      const result = await capture({ items: [receiptItem(expense.id, captureTitle(expense), file)], doneMessage: t('receipt.done') });
      if (result === 'sent') await page.refresh();
    } finally {
      setReplacing(false);
    }
  }

  return (
    <RecordPage page={page} title={(value) => value?.payee ?? t('detail.title')} backHref="/admin/expenses" namespace="expenses" testIdPrefix="expense">
      {(expense) => {
        const recorded = expense.status === 'recorded';
        return (
          <DetailLayout testId="expense-detail" history={page.history}>
            <RecordColumn
              status={expense.status}
              head={
                <>
                  <ExpenseStatusChip status={expense.status} />
                  <PendingSyncChip count={open.length} />
                </>
              }
            >
              <ConflictBanner message={conflict} title={t('detail.conflict')} testId="expense-conflict" className="expense-note" />
              {expense.status === 'void' ? (
                <p className="expense-note expense-note--void" role="note" data-testid="expense-void-note">
                  {t('detail.voidNote')}
                </p>
              ) : null}
              <ExpenseDecisionButtons expense={expense} />
              <ExpenseFacts expense={expense} />
              <ExpenseReceipt
                expense={expense}
                onReplace={recorded && can(profile, P.expenses.create) ? (file) => void replaceReceipt(expense, file) : null}
                busy={replacing}
              />
              {recorded && can(profile, P.expenses.edit) ? (
                <LinkButton href={`/admin/expenses/${expense.id}/edit`} icon={createOutline} label={t('detail.edit')} testId="expense-edit-button" />
              ) : null}
            </RecordColumn>
          </DetailLayout>
        );
      }}
    </RecordPage>
  );
}
