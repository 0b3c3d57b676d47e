import type { OwnerStatement } from '@shared/contracts/owner-statements';
import { formatYearMonth } from '@shared/dates';
import { formatMyr } from '@shared/money';
import type { Choice } from '@app/kit/decision/choice';
import { choiceCopy, type DecisionWords } from '@app/kit/decision/choice-copy';

type Copied = Pick<OwnerStatement, 'ownerName' | 'month' | 'payoutSen'>;

/** The approval prompt, from `approve.*`: the same on the record page and in the inbox. */
export function approveCopy(statement: Copied, t: DecisionWords, language: string, choice: Choice = 'approve') {
  return choiceCopy(t, 'approve', choice, { owner: statement.ownerName, month: formatYearMonth(statement.month, language), payout: formatMyr(statement.payoutSen, language) });
}

/** The send prompt, from `send.*`. */
export function sendCopy(statement: Copied, t: DecisionWords, language: string) {
  const values = { owner: statement.ownerName, month: formatYearMonth(statement.month, language) };
  return { header: t('send.title', values), message: t('send.message', values), confirm: t('send.confirm'), done: t('send.done', values) };
}

/** The revise prompt, from `revise.*`: the reason is required, as the revision names what changed. */
export function reviseCopy(statement: Copied, t: DecisionWords, language: string) {
  const values = { owner: statement.ownerName, month: formatYearMonth(statement.month, language) };
  return { header: t('revise.title', values), message: t('revise.message', values), confirm: t('revise.confirm'), done: t('revise.done', values) };
}
