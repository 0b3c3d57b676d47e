import type { Installment } from '@shared/contracts/owner-installments';
import { formatYearMonth } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { auditHistoryView } from '@app/kit/record/history-view';
import { toneOf, type HistoryLines } from '@app/kit/record/history-lines';
import { installmentResource } from '../resource';

/** The server's audit name of a plan: its history is the audit's entries of it. */
export const INSTALLMENT_ENTITY = 'owner-installments.plan';

type HistoryField = 'ownerName' | 'title' | 'principalSen' | 'months' | 'startMonth' | 'status';

const planOf = (value: unknown): Partial<Installment> => (value && typeof value === 'object' ? (value as Partial<Installment>) : {});

/** The reason a change came with: the month waived, the settlement's remark, the cancellation's reason. */
function remarkOf(entry: { action: string; before: unknown; after: unknown }): string | null {
  const before = planOf(entry.before);
  const after = planOf(entry.after);
  if (entry.action === 'owner-installments.waive') {
    const was = new Set((before.schedule ?? []).filter((m) => m.status === 'waived').map((m) => m.month));
    const waived = (after.schedule ?? []).find((m) => m.status === 'waived' && !was.has(m.month));
    return waived?.reason ?? null;
  }
  if (entry.action === 'owner-installments.settle') return after.settlement?.remark ?? null;
  if (entry.action === 'owner-installments.cancel') return after.cancelReason ?? null;
  return null;
}

/** How a plan's history reads: edits list their terms (money as RM, months by name), waivers and settlements their reason. */
export const installmentHistoryLines: HistoryLines<HistoryField> = {
  namespace: 'owner-installments',
  testId: 'installment-history',
  fields: ['ownerName', 'title', 'principalSen', 'months', 'startMonth', 'status'],
  valueWords: (field, value, { t, language }) => {
    if (field === 'principalSen' && typeof value === 'number') return formatMyr(value, language);
    if (field === 'startMonth' && typeof value === 'string') return formatYearMonth(value, language);
    if (field === 'status' && typeof value === 'string') return t(`status.${value}`);
    return undefined;
  },
  tone: toneOf(['owner-installments.settle'], ['owner-installments.cancel']),
  remark: remarkOf,
};

export const installmentHistoryView = auditHistoryView(installmentResource, INSTALLMENT_ENTITY, installmentHistoryLines);
