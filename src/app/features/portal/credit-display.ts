import type { CreditEntry } from '@shared/contracts/credit';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What an entry was, in the owner's words: its kind, and "reversed" when a later entry undid it. */
export function entryLabel(entry: Pick<CreditEntry, 'kind' | 'reversedByEntryId'>, t: Translate): string {
  const kind = t(`credit.kinds.${entry.kind}`);
  return entry.reversedByEntryId ? t('credit.reversed', { kind }) : kind;
}
