import { lazy, memo, Suspense, useState } from 'react';
import { warningOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { FreeStayRequest, FreeUnit } from '@shared/contracts/free-stay';
import { formatCalendarDate, formatDateTime } from '@shared/dates';
import type { Choice } from '@app/kit/decision/choice';
import { ChoiceCard } from '@app/kit/decision/ChoiceCard';
import { Chip } from '@app/shell/Chip';
import type { DecidedRequest } from '../decisions';
import { QuotaNights } from '../QuotaNights';
import { datesLabel, firstFullNight, placeLabel, unitPlan } from '../request-display';
import { UnitTaken } from './UnitTaken';
import { MaskIcon } from '@app/shell/MaskIcon';

/**
 * Only a room-type request, or one whose unit is taken, asks for a unit: the select (ion-select, some 45 KB with
 * its parts) comes when such a card is drawn, not with every inbox. Its place is kept meanwhile.
 */
const UnitChoice = lazy(() => import('./UnitChoice').then((m) => ({ default: m.UnitChoice })));

interface Props {
  request: FreeStayRequest;
  canDecide: boolean;
  decide(request: DecidedRequest, choice: Choice): void;
  /** In the approvals inbox the buttons show beside the swipe on every screen size. */
  alwaysShowButtons?: boolean;
}

/**
 * A pending request as the approver sees it: whose free nights (and how many this year), where, when, each night's
 * quota left, the reason. A room-type request, or one whose unit is taken (said before any tap, naming the stay),
 * asks for one of the free units before it can be approved: there is no plain approve into a booked unit. Swipe or
 * tap to decide.
 */
export const ApprovalCard = memo(function ApprovalCard({ request, canDecide, decide, alwaysShowButtons }: Props) {
  const { t, i18n } = useTranslation('free-stay');
  const [chosen, setChosen] = useState<FreeUnit | null>(null);
  const [missing, setMissing] = useState(false);
  const full = firstFullNight(request.quotaNights);
  const plan = unitPlan(request);
  const approve = () => {
    if (plan.mustChoose && !chosen) {
      setMissing(true);
      return;
    }
    decide({ ...request, chosenUnitId: chosen?.id ?? null, chosenUnitNumber: chosen?.unitNumber ?? null }, 'approve');
  };
  // A taken unit is never approved as asked: the action names the free unit chosen, or asks for one.
  const approveWord = plan.takenBy ? (chosen ? t('approval.approveInto', { unit: chosen.unitNumber }) : t('approval.chooseToApprove')) : t('approval.approve');
  return (
    <ChoiceCard
      item={request}
      canDecide={canDecide}
      decide={decide}
      alwaysShowButtons={alwaysShowButtons}
      testIds={{ card: 'free-stay-request', swipe: 'free-stay-swipe', key: request.id }}
      words={{ approve: approveWord, reject: t('approval.reject'), decide: t('approval.decide', { name: request.accountName }) }}
      onApprove={approve}
    >
      <div className="free-stay-approval-card">
        <div className="free-stay-approval-card__head">
          <strong className="free-stay-approval-card__name">{request.accountName}</strong>
          <span className="free-stay-approval-card__code">{request.code}</span>
        </div>
        <p className="free-stay-approval-card__who">
          <Chip outline>{request.accountIsOwner ? t('person.owner') : t('person.user')}</Chip>
          <span data-testid={`free-stay-year-nights-${request.id}`}>{t('approval.yearNights', { count: request.freeNightsThisYear })}</span>
        </p>
        <p className="free-stay-approval-card__place">{placeLabel(request, t)}</p>
        <p className="free-stay-approval-card__dates">
          {datesLabel(request, i18n.language)} · {t('nights', { count: request.nights })} · {t('guests', { adults: t('adults', { count: request.adults }), children: t('children', { count: request.children }) })}
        </p>
        {plan.takenBy ? <UnitTaken request={request} takenBy={plan.takenBy} /> : null}
        {plan.mustChoose ? (
          <Suspense fallback={<div className="free-stay-unit-choice free-stay-unit-choice--loading" aria-hidden="true" />}>
            <UnitChoice
              requestId={request.id}
              roomTypeId={request.roomTypeId}
              roomTypeName={request.roomTypeName}
              options={plan.options}
              value={chosen?.id ?? null}
              onChange={(unit) => {
                setChosen(unit);
                setMissing(false);
              }}
              missing={missing}
            />
          </Suspense>
        ) : null}
        <QuotaNights days={request.quotaNights} testId={`free-stay-nights-${request.id}`} />
        {full ? (
          <p className="free-stay-approval-card__full" role="note" data-testid={`free-stay-full-${request.id}`}>
            <MaskIcon icon={warningOutline} />
            {t('approval.fullWarning', { date: formatCalendarDate(full, i18n.language) })}
          </p>
        ) : null}
        <p className="free-stay-approval-card__reason">{request.reason}</p>
        <p className="free-stay-approval-card__meta">
          {t('askedBy', { name: request.fromPortal ? t('detail.fromPortal') : (request.requestedByName ?? t('detail.unknown')) })} · {formatDateTime(request.createdAt, i18n.language)}
        </p>
      </div>
    </ChoiceCard>
  );
});
