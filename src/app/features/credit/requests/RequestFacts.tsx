import { useTranslation } from '@app/lib/use-translation';
import type { CreditRequest } from '@shared/contracts/credit';
import { formatDateTime } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { Fact, FactList } from '@app/kit/record/FactList';
import { FactLink } from '@app/kit/record/FactLink';
import { holderPath } from '../holders/HolderCard';
import { RequestStatusChip } from './RequestStatusChip';

/** What was asked, by whom, and what became of it. */
export function RequestFacts({ request }: { request: CreditRequest }) {
  const { t, i18n } = useTranslation('credit');
  const when = (at: string) => formatDateTime(at, i18n.language);
  return (
    <>
      <section className="credit-request-head">
        <div>
          <p className="credit-request-head__kind">{t(`kind.${request.kind}`)}</p>
          <p className={`credit-request-head__amount credit-request-head__amount--${request.kind}`} data-testid="credit-request-amount">
            {formatMyr(request.amountSen, i18n.language)}
          </p>
        </div>
        <RequestStatusChip status={request.status} />
      </section>
      <FactList layout="grid">
        <Fact label={t('request.detail.holder')}>
          <FactLink href={holderPath(request.accountId)} className="credit-link">
            {request.holderName}
          </FactLink>{' '}
          <span className="credit-facts__number">{request.holderAccountNumber}</span>
        </Fact>
        <Fact label={t('request.detail.balanceNow')} value={formatMyr(request.balanceSen, i18n.language)} />
        <Fact label={t('reason')} value={request.reason} valueClassName="credit-facts__reason" />
        <Fact label={t('request.detail.maker')}>
          {request.makerName ?? t('request.detail.unknown')} · <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
        </Fact>
        {request.decidedAt ? (
          <Fact
            label={t('request.detail.decided')}
            testId="credit-request-decided"
            value={
              request.status === 'cancelled'
                ? t('request.detail.cancelledOn', { date: when(request.decidedAt) })
                : t('decidedBy', { status: t(`status.${request.status}`), name: request.decidedByName ?? t('request.detail.unknown'), date: when(request.decidedAt) })
            }
          />
        ) : null}
        {request.remark ? <Fact label={t('remark')} value={`“${request.remark}”`} /> : null}
      </FactList>
    </>
  );
}
