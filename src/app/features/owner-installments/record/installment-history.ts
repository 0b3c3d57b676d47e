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

type Entry = { action: string; before: unknown; after: unknown };

/** The month a waiver entry waived: the one waived after it and not before. */
function waivedBy(entry: Entry) {
  const was = new Set((planOf(entry.before).schedule ?? []).filter((m) => m.status === 'waived').map((m) => m.month));
  return (planOf(entry.after).schedule ?? []).find((m) => m.status === 'waived' && !was.has(m.month)) ?? null;
}

/** The reason a change came with: the month waived, the settlement's remark, the cancellation's reason. */
function remarkOf(entry: Entry): string | null {
  const after = planOf(entry.after);
  if (entry.action === 'owner-installments.waive') return waivedBy(entry)?.reason ?? null;
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
  // Which month a waiver took, and how much a settlement recorded.
  note: (entry, { t, language }) => {
    if (entry.action === 'owner-installments.waive') {
      const month = waivedBy(entry);
      return month ? t('history.waived', { month: formatYearMonth(month.month, language), amount: formatMyr(month.amountSen, language) }) : null;
    }
    const settlement = entry.action === 'owner-installments.settle' ? planOf(entry.after).settlement : null;
    return settlement ? t('history.settled', { amount: formatMyr(settlement.amountSen, language) }) : null;
  },
};

export const installmentHistoryView = auditHistoryView(installmentResource, INSTALLMENT_ENTITY, installmentHistoryLines);
