import { useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { FreeStayRequest } from '@shared/contracts/free-stay';
import { formatDateTime } from '@shared/dates';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { QuotaNights } from '../QuotaNights';
import { UnitTaken } from '../approval/UnitTaken';
import { datesLabel, placeLabel, unitList, unitPlan } from '../request-display';
import { StatusChip } from './StatusChip';

/** A link the app's router follows (the page transition and back stack stay Ionic's). */
function RouterLink({ href, children, testId }: { href: string; children: string; testId: string }) {
  const router = useIonRouter();
  return (
    <a
      href={href}
      className="free-stay-link"
      data-testid={testId}
      onClick={(event) => {
        event.preventDefault();
        router.push(href);
      }}
    >
      {children}
    </a>
  );
}

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
      <dl className="free-stay-facts">
        {portal ? null : (
          <>
            <dt>{t('detail.person')}</dt>
            <dd>
              {request.accountName}
              <span className="free-stay-facts__sub">
                {request.accountNumber} · {request.accountIsOwner ? t('person.owner') : t('person.user')}
              </span>
            </dd>
            <dt>{t('detail.freeNightsThisYear')}</dt>
            <dd data-testid="free-stay-year-nights">{t('nights', { count: request.freeNightsThisYear })}</dd>
          </>
        )}
        <dt>{t('detail.roomType')}</dt>
        <dd>{request.roomTypeName}</dd>
        {plan.options ? (
          <>
            <dt>{t('detail.freeUnits')}</dt>
            <dd data-testid="free-stay-free-units">
              {plan.options.length ? unitList(plan.options, i18n.language) : t('approval.noFreeUnit', { roomType: request.roomTypeName })}
              {plan.options.length && can(profile, P.freeStay.approve) ? (
                <span className="free-stay-facts__sub">
                  <RouterLink href="/admin/free-stay-approval" testId="free-stay-approve-there">
                    {t('detail.approveThere')}
                  </RouterLink>
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt>{t('detail.guests')}</dt>
        <dd>{t('guests', { adults: t('adults', { count: request.adults }), children: t('children', { count: request.children }) })}</dd>
        <dt>{t('detail.reason')}</dt>
        <dd className="free-stay-facts__reason">{request.reason}</dd>
        <dt>{t('detail.requested')}</dt>
        <dd>
          {request.fromPortal ? t('detail.fromPortal') : (request.requestedByName ?? t('detail.unknown'))} · <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
        </dd>
        {request.decidedAt ? (
          <>
            <dt>{t('detail.decided')}</dt>
            <dd data-testid="free-stay-decided">
              {t('decidedBy', { status: t(`status.${request.status}`), name: request.decidedByName ?? t('detail.unknown'), date: when(request.decidedAt) })}
            </dd>
          </>
        ) : null}
        {request.remark ? (
          <>
            <dt>{t('detail.remark')}</dt>
            <dd>“{request.remark}”</dd>
          </>
        ) : null}
        {request.reservationId && request.reservationCode ? (
          <>
            <dt>{t('detail.reservation')}</dt>
            <dd>
              {mayOpenStay ? (
                <RouterLink href={`/admin/reservation/${encodeURIComponent(request.reservationId)}`} testId="free-stay-reservation">
                  {request.reservationCode}
                </RouterLink>
              ) : (
                <span data-testid="free-stay-reservation">{request.reservationCode}</span>
              )}
            </dd>
          </>
        ) : null}
      </dl>
      {request.status === 'pending' || request.status === 'approved' ? (
        <>
          <h2 className="section-title">{t('detail.nights')}</h2>
          <QuotaNights days={request.quotaNights} testId="free-stay-nights" />
        </>
      ) : null}
    </>
  );
}
