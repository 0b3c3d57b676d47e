import { memo } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { arrowUndoOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { CreditEntry } from '@shared/contracts/credit';
import { formatDateTime } from '@shared/dates';
import { formatMyrChange } from '@shared/money';
import { Chip } from '@app/shell/Chip';

interface EntryCardProps {
  entry: CreditEntry;
  /** The entry this one reverses, or the reversal that undid it, when it is among those loaded. */
  reverses: CreditEntry | undefined;
  reversedBy: CreditEntry | undefined;
  /** The admin holds the approve code: entries that may be reversed offer it. */
  mayReverse: boolean;
  online: boolean;
  busy: boolean;
  onReverse(entry: CreditEntry): void;
}

const shortId = (id: string) => `#${id.slice(0, 8)}`;

/** One ledger entry: who holds it, what moved and why, who posted it when, and how it relates to a reversal. */
export const EntryCard = memo(function EntryCard({ entry, reverses, reversedBy, mayReverse, online, busy, onReverse }: EntryCardProps) {
  const { t, i18n } = useTranslation('credit');
  const language = i18n.language;
  const other = (linked: CreditEntry | undefined, id: string) =>
    linked ? t('history.linked', { amount: formatMyrChange(linked.amountSen, language), date: formatDateTime(linked.createdAt, language) }) : shortId(id);
  const reversible = mayReverse && entry.kind !== 'reversal' && entry.reversedByEntryId === null;
  return (
    <article className={`credit-entry${entry.reversedByEntryId ? ' credit-entry--reversed' : ''}`} data-testid={`credit-entry-${entry.id}`} data-kind={entry.kind}>
      <div className="credit-entry__head">
        <h2 className="credit-entry__name">{entry.holderName}</h2>{' '}
        {entry.holderAccountNumber ? <span className="credit-entry__number">{entry.holderAccountNumber}</span> : null}
      </div>
      <div className="credit-entry__money">
        <Chip outline className={`credit-kind credit-kind--${entry.kind}`}>
          {t(`kind.${entry.kind}`)}
        </Chip>
        <strong className={`credit-amount ${entry.amountSen < 0 ? 'credit-amount--out' : 'credit-amount--in'}`} data-testid={`credit-entry-amount-${entry.id}`}>
          {formatMyrChange(entry.amountSen, language)}
        </strong>
      </div>
      <p className="credit-entry__reason">{entry.reason}</p>
      {entry.reversesEntryId ? (
        <p className="credit-entry__mark" data-testid={`credit-entry-reverses-${entry.id}`}>
          {t('history.reverses', { what: other(reverses, entry.reversesEntryId) })}
        </p>
      ) : null}
      {entry.reversedByEntryId ? (
        <p className="credit-entry__mark credit-entry__mark--undone" data-testid={`credit-entry-reversed-${entry.id}`}>
          {t('history.reversedBy', { what: other(reversedBy, entry.reversedByEntryId) })}
        </p>
      ) : null}
      <div className="credit-entry__foot">
        <p className="credit-entry__meta">
          {t('history.postedBy', { name: entry.createdByName ?? t('history.someone'), date: formatDateTime(entry.createdAt, language) })}
        </p>
        {reversible ? (
          <IonButton
            size="small"
            fill="outline"
            color="danger"
            className="credit-entry__reverse"
            disabled={!online || busy}
            onClick={() => onReverse(entry)}
            data-testid={`credit-reverse-${entry.id}`}
          >
            {busy ? <IonSpinner slot="start" name="crescent" /> : <IonIcon slot="start" icon={arrowUndoOutline} aria-hidden="true" />}
            {t('history.reverse.button')}
          </IonButton>
        ) : null}
      </div>
    </article>
  );
});
