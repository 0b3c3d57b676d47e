import { IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { useTranslation } from '@app/lib/use-translation';
import type { OwnerUnit } from '@shared/contracts/owners';
import { formatCalendarDate } from '@shared/dates';
import { Chip } from '@app/shell/Chip';
import { lastDayOwned } from './owner-display';

/** Every unit they own or owned, current first, as the record gives them. */
export function OwnerUnits({ units }: { units: readonly OwnerUnit[] }) {
  const { t, i18n } = useTranslation('owners');
  const day = (date: string) => formatCalendarDate(date, i18n.language);
  return (
    <>
      <h2 className="section-title">{t('units.title')}</h2>
      {units.length === 0 ? (
        <p className="owners-empty" data-testid="owner-units-empty">
          {t('units.none')}
        </p>
      ) : (
        <IonList inset className="detail-list" data-testid="owner-units">
          {units.map((unit) => (
            <IonItem key={`${unit.unitId}@${unit.from}`} lines="inset" data-testid={`owner-unit-${unit.unitNumber}`}>
              <IonLabel className="ion-text-wrap">
                <h3>{t('units.unit', { unit: unit.unitNumber, property: unit.propertyName })}</h3>
                <p>{unit.to ? t('units.owned', { from: day(unit.from), until: day(lastDayOwned(unit.to)) }) : t('units.since', { from: day(unit.from) })}</p>
              </IonLabel>
              {unit.to ? null : (
                <Chip slot="end" className="owners-chip owners-chip--now">
                  {t('units.now')}
                </Chip>
              )}
            </IonItem>
          ))}
        </IonList>
      )}
    </>
  );
}
