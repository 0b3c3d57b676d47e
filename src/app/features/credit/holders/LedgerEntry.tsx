import { useTranslation } from '@app/lib/use-translation';
import type { CreditEntry } from '@shared/contracts/credit';
import { formatDateTime } from '@shared/dates';
import { formatMyrChange } from '@shared/money';

/** One ledger line: what, how much (signed as the ledger stores it), why, who and when, and its reversal link. */
export function LedgerEntry({ entry }: { entry: CreditEntry }) {
  const { t, i18n } = useTranslation('credit');
  const tone = entry.amountSen < 0 ? 'credit-entry__amount--out' : 'credit-entry__amount--in';
  return (
    <li className={`credit-entry${entry.reversedByEntryId ? ' credit-entry--reversed' : ''}`} data-testid={`credit-entry-${entry.id}`} data-kind={entry.kind}>
      <div className="credit-entry__head">
        <strong>{t(`kind.${entry.kind}`)}</strong>
        <span className={`credit-entry__amount ${tone}`}>{formatMyrChange(entry.amountSen, i18n.language)}</span>
      </div>
      <p className="credit-entry__reason">{entry.reason}</p>
      {entry.reversesEntryId ? <p className="credit-entry__note">{t('holders.ledger.reverses')}</p> : null}
      {entry.reversedByEntryId ? (
        <p className="credit-entry__note" data-testid="credit-entry-reversed">
          {t('holders.ledger.reversed')}
        </p>
      ) : null}
      <p className="credit-entry__meta">
        {t('holders.ledger.by', { name: entry.createdByName ?? t('holders.ledger.system') })} ·{' '}
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
      </p>
    </li>
  );
}
