import { memo } from 'react';
import { arrowForwardOutline, warningOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { CreditRequest } from '@shared/contracts/credit';
import { formatDateTime } from '@shared/dates';
import { formatMyr, formatMyrChange } from '@shared/money';
import { ChoiceCard } from '@app/kit/decision/ChoiceCard';
import { LabelledIcon } from '@app/kit/swipe/SwipeCard';
import { Chip } from '@app/shell/Chip';
import type { CreditChoice } from '../decisions';
import { balanceAfter } from './balance-after';
import { Receipt } from './Receipt';
import { MaskIcon } from '@app/shell/MaskIcon';

interface RequestCardProps {
  request: CreditRequest;
  /** The admin holds the approve code and did not make this request. */
  canDecide: boolean;
  mine: boolean;
  decide(request: CreditRequest, decision: CreditChoice): void;
  /** In the approvals inbox the buttons show beside the swipe on every screen size. */
  alwaysShowButtons?: boolean;
}

/** A pending request: who and what, the balance before and after, the reason and receipt; swipe or tap to decide. */
export const RequestCard = memo(function RequestCard({ request, canDecide, mine, decide, alwaysShowButtons }: RequestCardProps) {
  const { t, i18n } = useTranslation('credit');
  const language = i18n.language;
  const n = request.holderAccountNumber;
  const { afterSen, changeSen, short } = balanceAfter(request);
  return (
    <ChoiceCard
      item={request}
      canDecide={canDecide}
      decide={decide}
      alwaysShowButtons={alwaysShowButtons}
      testIds={{ card: 'credit-request', swipe: 'credit-swipe', key: request.id }}
      words={{ approve: t('approval.approve'), reject: t('approval.reject'), decide: t('approval.decide', { name: request.holderName }) }}
    >
      <div className={`credit-request${mine ? ' credit-request--mine' : ''}`}>
        <div className="credit-request__head">
          <strong className="credit-request__name">{request.holderName}</strong>
          <span className="credit-request__number">{n}</span>
        </div>
        <div className="credit-request__money">
          <Chip outline className={`credit-kind credit-kind--${request.kind}`}>
            {t(`kind.${request.kind}`)}
          </Chip>
          <strong className={`credit-amount ${changeSen < 0 ? 'credit-amount--out' : 'credit-amount--in'}`}>{formatMyrChange(changeSen, language)}</strong>
        </div>
        <p className={`credit-balance${short ? ' credit-balance--short' : ''}`} data-testid={`credit-request-balance-${request.id}`}>
          <span>
            {t('approval.balanceNow')} <strong>{formatMyr(request.balanceSen, language)}</strong>
          </span>
          <LabelledIcon icon={arrowForwardOutline} label={t('approval.becomes')} />
          <span>
            {t('approval.balanceAfter')} <strong data-testid={`credit-request-after-${request.id}`}>{formatMyr(afterSen, language)}</strong>
          </span>
        </p>
        {short ? (
          <p className="credit-request__short" role="note" data-testid={`credit-request-short-${request.id}`}>
            <MaskIcon icon={warningOutline} />
            {t('approval.short')}
          </p>
        ) : null}
        <p className="credit-request__reason">{request.reason}</p>
        <Receipt request={request} />
        <p className="credit-request__meta">
          {t('askedBy', { name: request.makerName ?? t('history.someone') })} · {formatDateTime(request.createdAt, language)}
        </p>
        {mine ? (
          <p className="credit-request__mine" data-testid={`credit-request-mine-${request.id}`}>
            {t('approval.mine')}
          </p>
        ) : null}
      </div>
    </ChoiceCard>
  );
});
