import type { MouseEvent } from 'react';
import { IonButton, IonIcon, useIonRouter } from '@ionic/react';
import { chevronForwardOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { PropertySummary } from '@shared/contracts/listings';
import { UNIT_STATUSES } from '@shared/contracts/listings';
import { CalendarLink } from '@app/shell/CalendarLink';
import { Count } from '../tree/Count';
import { formatFigures } from './summary-figures';
import { GAPS, gapCount, gapPath, propertyPath, stateKey, unitStatusKey } from '../listing-display';

/** One property's figures: what it holds, how its units stand, and the gaps with a way to the units in question. */
export function PropertySummaryCard({ summary }: { summary: PropertySummary }) {
  const { t, i18n } = useTranslation('listings');
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const router = useIonRouter();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    router.push(propertyPath(summary.propertyId));
  };
  const prefix = `listings-summary-${summary.propertyName}`;
  const figures = formatFigures(summary, i18n.language, t('summary.noFigure'));
  return (
    <article className="listings-summary-card" data-testid={prefix}>
      <header>
        <h2 className="listings-summary-card__name">
          <a href={propertyPath(summary.propertyId)} onClick={open} className="listings-summary-card__link">{summary.propertyName}</a>
        </h2>
        <p className="listings-hero__sub">
          {summary.companyName} · {t(stateKey(summary.state))}
        </p>
        <CalendarLink propertyId={summary.propertyId} label={t('summary.calendar')} testId={`${prefix}-calendar`} />
      </header>
      <dl className="listings-counts">
        <Count label={t('summary.roomTypes')} value={number(summary.roomTypes)} testId={`${prefix}-room-types`} />
        <Count label={t('summary.units')} value={number(summary.units)} testId={`${prefix}-units`} />
        <Count label={t('summary.owners')} value={number(summary.owners)} testId={`${prefix}-owners`} />
        {UNIT_STATUSES.map((status) => (
          <Count key={status} label={t(unitStatusKey(status))} value={number(summary.unitsByStatus[status])} testId={`${prefix}-${status}`} />
        ))}
      </dl>
      <dl className="listings-counts listings-counts--figures">
        <Count label={t('summary.occupancy')} value={figures.occupancy} testId={`${prefix}-occupancy`} />
        <Count label={t('summary.adr')} value={figures.adr} testId={`${prefix}-adr`} />
        <Count label={t('summary.revpar')} value={figures.revpar} testId={`${prefix}-revpar`} />
        <Count label={t('summary.arrivalsToday')} value={number(summary.arrivalsToday)} testId={`${prefix}-arrivals`} />
        <Count label={t('summary.departuresToday')} value={number(summary.departuresToday)} testId={`${prefix}-departures`} />
      </dl>
      <p className="listings-hero__sub" data-testid={`${prefix}-nights`}>
        {t('summary.nights', { occupied: number(summary.occupiedRoomNights), available: number(summary.availableRoomNights) })}
      </p>
      <div className="listings-gaps">
        {GAPS.map((gap) => {
          const count = gapCount(summary, gap);
          return count > 0 ? (
            <IonButton key={gap} fill="outline" color="danger" routerLink={gapPath(summary.propertyId, gap)} data-testid={`${prefix}-${gap}`}>
              {t(`gaps.${gap}.count`, { count })}
              <IonIcon slot="end" icon={chevronForwardOutline} aria-hidden="true" />
            </IonButton>
          ) : null;
        })}
        {summary.unitsWithoutOwner === 0 && summary.unitsWithoutPackage === 0 ? (
          <p className="listings-gaps__none" data-testid={`${prefix}-no-gaps`}>
            {t('summary.noGaps')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
