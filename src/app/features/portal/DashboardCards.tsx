import { IonButton, IonSpinner } from '@ionic/react';
import { Link } from 'react-router-dom';
import type { OwnerDashboardFigures, OwnerNextStay } from '@shared/contracts/dashboard';
import { ownerStatements } from '@shared/contracts/plain/owner-statements';
import { formatDayLabel, formatYearMonth } from '@shared/dates';
import { cachedNumberFormat, formatMyr } from '@shared/money';
import { api } from '@app/lib/api';
import { useTranslation } from '@app/lib/use-translation';
import { Chip } from '@app/shell/Chip';
import { nightsOf, occupancyOf } from './dashboard-figures';
import type { usePdf } from './use-pdf';

type Month = OwnerDashboardFigures['occupancy']['thisMonth'];
type Statement = NonNullable<OwnerDashboardFigures['latestStatement']>;

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

export function OccupancyCard({ thisMonth, lastMonth }: { thisMonth: Month; lastMonth: Month }) {
  const { t, i18n } = useTranslation('portal', { keyPrefix: 'dashboard' });
  const percent = (month: Month) => {
    const rate = occupancyOf(month);
    return rate === null ? t('noRate') : cachedNumberFormat(i18n.language, PERCENT).format(rate);
  };
  return (
    <section className="owner-card" aria-labelledby="owner-occupancy-title" data-testid="portal-dashboard-occupancy">
      <h2 className="owner-card__label" id="owner-occupancy-title">
        {t('occupancy.title')}
      </h2>
      <p className="owner-card__value" data-testid="portal-dashboard-occupancy-this">
        {percent(thisMonth)}
      </p>
      <p className="owner-card__detail">{t('occupancy.nights', { filled: thisMonth.occupiedNights, nights: thisMonth.availableNights })}</p>
      <p className="owner-card__detail" data-testid="portal-dashboard-occupancy-last">
        {t('occupancy.lastMonth', { month: formatYearMonth(lastMonth.month, i18n.language), value: percent(lastMonth) })}
      </p>
    </section>
  );
}

export function CreditCard({ balanceSen, wide = false }: { balanceSen: number; wide?: boolean }) {
  const { t, i18n } = useTranslation('portal', { keyPrefix: 'dashboard' });
  return (
    <Link to="/portal/credit" className={`owner-card owner-card--link${wide ? ' owner-card--wide' : ''}`} data-testid="portal-dashboard-credit">
      <span className="owner-card__label">{t('credit.title')}</span>
      <span className="owner-card__value" data-testid="portal-dashboard-credit-balance">
        {formatMyr(balanceSen, i18n.language)}
      </span>
      <span className="owner-card__detail owner-card__more">{t('credit.open')}</span>
    </Link>
  );
}

/** The newest statement sent to the owner: its month, payout and state, the way to all of them, and its PDF. */
export function StatementCard({ statement, pdf }: { statement: Statement | null; pdf: ReturnType<typeof usePdf> }) {
  const { t, i18n } = useTranslation('portal', { keyPrefix: 'dashboard' });
  if (!statement) {
    return (
      <section className="owner-card owner-card--wide" aria-labelledby="owner-statement-title" data-testid="portal-dashboard-statement-none">
        <h2 className="owner-card__label" id="owner-statement-title">
          {t('statement.title')}
        </h2>
        <p className="owner-card__detail">{t('statement.none')}</p>
        <Link to="/portal/statements" className="owner-card__action">
          {t('statement.all')}
        </Link>
      </section>
    );
  }
  const month = formatYearMonth(statement.month, i18n.language);
  const busy = pdf.busy === statement.id;
  return (
    <section className="owner-card owner-card--wide" aria-labelledby="owner-statement-title" data-testid="portal-dashboard-statement">
      <h2 className="owner-card__label" id="owner-statement-title">
        {t('statement.title')}
      </h2>
      <div className="owner-card__row">
        <span className="owner-card__month" data-testid="portal-dashboard-statement-month">
          {month}
        </span>
        <Chip outline data-testid="portal-dashboard-statement-status">
          {t(`statement.status.${statement.status}`)}
        </Chip>
      </div>
      <p className="owner-card__value" data-testid="portal-dashboard-statement-payout">
        {formatMyr(statement.payoutSen, i18n.language)}
      </p>
      <p className="owner-card__detail">{statement.payoutSen < 0 ? t('statement.carried') : t('statement.payout')}</p>
      <div className="owner-card__buttons">
        <IonButton
          size="default"
          disabled={!pdf.online || pdf.busy !== null}
          onClick={() => void pdf.run(statement.id, () => api.callFile(ownerStatements.pdf, { params: { id: statement.id }, quiet: true }), `statement-${statement.month}.pdf`, 'open')}
          aria-label={t('statement.pdfLabel', { month })}
          data-testid="portal-dashboard-statement-pdf"
        >
          {busy ? <IonSpinner name="crescent" aria-hidden="true" /> : t('statement.pdf')}
        </IonButton>
        <IonButton size="default" fill="outline" routerLink="/portal/statements" data-testid="portal-dashboard-statements">
          {t('statement.all')}
        </IonButton>
      </div>
      {!pdf.online ? <p className="owner-card__detail">{t('statement.pdfNeedsNetwork')}</p> : null}
      {pdf.problem?.key === statement.id ? (
        <p className="owner-card__problem" role="alert" data-testid="portal-dashboard-statement-pdf-problem">
          {t(pdf.problem.kind === 'offline' ? 'statement.pdfOffline' : 'statement.pdfFailed')}
        </p>
      ) : null}
    </section>
  );
}

function StayLine({ stay }: { stay: OwnerNextStay }) {
  const { t, i18n } = useTranslation('portal', { keyPrefix: 'dashboard' });
  const who = stay.kind === 'guest' ? (stay.guestFirstName ?? t('stays.guest')) : t(`stays.kinds.${stay.kind}`);
  return (
    <li className="owner-stay" data-testid={`portal-dashboard-stay-${stay.id}`}>
      <Link to={`/portal/units/${stay.unitId}`} className="owner-stay__link">
        <span className="owner-stay__date">{formatDayLabel(stay.checkIn, i18n.language)}</span>
        <span className="owner-stay__text">
          <span className="owner-stay__who">{who}</span>
          <span className="owner-stay__where">
            {t('stays.where', { unit: stay.unitNumber, property: stay.propertyName, count: nightsOf(stay.checkIn, stay.checkOut) })}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function NextStays({ stays }: { stays: readonly OwnerNextStay[] }) {
  const { t } = useTranslation('portal', { keyPrefix: 'dashboard' });
  return (
    <section className="owner-card owner-card--wide" aria-labelledby="owner-stays-title" data-testid="portal-dashboard-stays">
      <h2 className="owner-card__label" id="owner-stays-title">
        {t('stays.title')}
      </h2>
      {stays.length ? (
        <ul className="owner-stays">
          {stays.map((stay) => (
            <StayLine key={stay.id} stay={stay} />
          ))}
        </ul>
      ) : (
        <p className="owner-card__detail" data-testid="portal-dashboard-stays-none">
          {t('stays.none')}
        </p>
      )}
    </section>
  );
}
