import { IonButton } from '@ionic/react';
import type { OwnerStatement } from '@shared/contracts/owner-statements';
import { formatYearMonth } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { useAppLink } from '@app/lib/navigation';
import { useTranslation } from '@app/lib/use-translation';
import type { InboxCardProps } from '@app/kit/inbox/define-inbox';
import { statementPath } from '../paths';
import '../owner-statements.css';

/**
 * A draft statement waiting for another admin: whose month, the payout, who generated it; open it to read it line by
 * line, or approve it here. A statement is never rejected (a wrong draft is generated again), so there is no reject.
 */
export default function StatementInboxCard({ item, canDecide, decide }: InboxCardProps<OwnerStatement>) {
  const { t, i18n } = useTranslation('owner-statements');
  const href = statementPath(item.id);
  const open = useAppLink(href);
  const month = formatYearMonth(item.month, i18n.language);
  const negative = item.payoutSen < 0;
  return (
    <div className="statement-inbox" data-testid={`statement-inbox-${item.id}`}>
      <a className="statement-inbox__body" href={href} onClick={open} data-testid={`statement-inbox-open-${item.id}`}>
        <span className="statement-inbox__head">
          <strong>{item.ownerName}</strong> <span>{month}</span>
        </span>
        <span className={negative ? 'statement-payout statement-payout--negative' : 'statement-payout'}>
          {t(negative ? 'list.payoutNegative' : 'list.payout', { amount: formatMyr(item.payoutSen, i18n.language) })}
        </span>
        <span className="statement-inbox__meta">{t('inbox.generatedBy', { name: item.generatedByName ?? t('detail.someone') })}</span>
      </a>
      {canDecide ? (
        <IonButton color="success" size="small" onClick={() => decide(item, 'approve')} aria-label={t('inbox.approveLabel', { owner: item.ownerName, month })} data-testid={`statement-inbox-approve-${item.id}`}>
          {t('approve.approve')}
        </IonButton>
      ) : null}
    </div>
  );
}
