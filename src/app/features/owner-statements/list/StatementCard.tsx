import type { OwnerStatement } from '@shared/contracts/owner-statements';
import { formatYearMonth } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';
import { ListCard } from '@app/kit/list/ListCard';
import { statementPath } from '../paths';
import { StatementStatusChip } from '../status-chip';

/** One owner's month: who, which month, the payout (a negative one said in words, not only by its sign), the status. */
export function StatementCard({ statement }: { statement: OwnerStatement }) {
  const { t, i18n } = useTranslation('owner-statements');
  const negative = statement.payoutSen < 0;
  return (
    <ListCard
      href={statementPath(statement.id)}
      testId={`statement-card-${statement.id}`}
      title={statement.ownerName}
      aside={formatYearMonth(statement.month, i18n.language)}
      lines={[
        <span key="payout" className={negative ? 'statement-payout statement-payout--negative' : 'statement-payout'} data-testid={`statement-card-payout-${statement.id}`}>
          {t(negative ? 'list.payoutNegative' : 'list.payout', { amount: formatMyr(statement.payoutSen, i18n.language) })}
        </span>,
      ]}
      chips={<StatementStatusChip status={statement.status} />}
      muted={statement.status === 'superseded'}
    />
  );
}
