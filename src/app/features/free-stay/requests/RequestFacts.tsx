import { useTranslation } from '@app/lib/use-translation';
import type { FreeStayRequest } from '@shared/contracts/free-stay';
import { formatDateTime } from '@shared/dates';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { Fact, FactList } from '@app/kit/record/FactList';
import { FactLink } from '@app/kit/record/FactLink';
import { useSession } from '@app/lib/session';
import { QuotaNights } from '../QuotaNights';
import { UnitTaken } from '../approval/UnitTaken';
import { datesLabel, placeLabel, unitList, unitPlan } from '../request-display';
import { StatusChip } from './StatusChip';

/** What was asked, for whom, by whom, each night's quota, and what became of it. */
export function RequestFacts({ request, portal = false }: { request: FreeStayRequest; portal?: boolean }) {
  const { t, i18n } = useTranslation('free-stay');
  const { profile } = useSession();
  const when = (at: string) => formatDateTime(at, i18n.language);
  const mayOpenStay = !portal && can(profile, P.reservation.view);
  const plan = unitPlan(request);
  return (
    <>
      <section className="free-stay-head">
        <div>
          <p className="free-stay-head__code">{request.code}</p>
          <p className="free-stay-head__place" data-testid="free-stay-place">
            {placeLabel(request, t)}
          </p>
          <p className="free-stay-head__dates">
            {datesLabel(request, i18n.language)} · {t('nights', { count: request.nights })}
          </p>
        </div>
        <StatusChip status={request.status} />
      </section>
      {plan.takenBy ? <UnitTaken request={request} takenBy={plan.takenBy} /> : null}
      <FactList layout="grid">
        {portal ? null : (
          <>
            <Fact label={t('detail.person')}>
              {request.accountName}
              <span className="free-stay-facts__sub">
                {request.accountNumber} · {request.accountIsOwner ? t('person.owner') : t('person.user')}
              </span>
            </Fact>
            <Fact label={t('detail.freeNightsThisYear')} value={t('nights', { count: request.freeNightsThisYear })} testId="free-stay-year-nights" />
          </>
        )}
        <Fact label={t('detail.roomType')} value={request.roomTypeName} />
        {plan.options ? (
          <Fact label={t('detail.freeUnits')} testId="free-stay-free-units">
            {plan.options.length ? unitList(plan.options, i18n.language) : t('approval.noFreeUnit', { roomType: request.roomTypeName })}
            {plan.options.length && can(profile, P.freeStay.approve) ? (
              <span className="free-stay-facts__sub">
                <FactLink href="/admin/free-stay-approval" className="free-stay-link" testId="free-stay-approve-there">
                  {t('detail.approveThere')}
                </FactLink>
              </span>
            ) : null}
          </Fact>
        ) : null}
        <Fact label={t('detail.guests')} value={t('guests', { adults: t('adults', { count: request.adults }), children: t('children', { count: request.children }) })} />
        <Fact label={t('detail.reason')} value={request.reason} valueClassName="free-stay-facts__reason" />
        <Fact label={t('detail.requested')}>
          {request.fromPortal ? t('detail.fromPortal') : (request.requestedByName ?? t('detail.unknown'))} · <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
        </Fact>
        {request.decidedAt ? (
          <Fact
            label={t('detail.decided')}
            testId="free-stay-decided"
            value={t('decidedBy', { status: t(`status.${request.status}`), name: request.decidedByName ?? t('detail.unknown'), date: when(request.decidedAt) })}
          />
        ) : null}
        {request.remark ? <Fact label={t('detail.remark')} value={`“${request.remark}”`} /> : null}
        {request.reservationId && request.reservationCode ? (
          <Fact label={t('detail.reservation')}>
            {mayOpenStay ? (
              <FactLink href={`/admin/reservation/${encodeURIComponent(request.reservationId)}`} className="free-stay-link" testId="free-stay-reservation">
                {request.reservationCode}
              </FactLink>
            ) : (
              <span data-testid="free-stay-reservation">{request.reservationCode}</span>
            )}
          </Fact>
        ) : null}
      </FactList>
      {request.status === 'pending' || request.status === 'approved' ? (
        <>
          <h2 className="section-title">{t('detail.nights')}</h2>
          <QuotaNights days={request.quotaNights} testId="free-stay-nights" />
        </>
      ) : null}
    </>
  );
}
