import { IonInput } from '@ionic/react';
import { IonChip } from '@app/ionic/ion-chip';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { RESERVATION_CHANNELS, RESERVATION_KINDS, RESERVATION_STATUSES } from '@shared/contracts/reservations';
import { eventValue } from '@app/lib/forms';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { ListSearch } from '@app/kit/list/ListSearch';
import { channelName } from './reservation-display';
import { DAY_CHIPS, type ReservationListQuery } from './reservation-query';
import { usePropertyOptions } from './use-reservations';
import '@app/shell/record-pages.css';

const ALL = 'all';

/** Search, the day chips the desk taps all day, then the finer filters. */
export function ReservationListFilters({ query, onChange }: { query: ReservationListQuery; onChange(next: ReservationListQuery): void }) {
  const { t } = useTranslation('reservations');
  const properties = usePropertyOptions();
  const orNull = <V extends string>(value: V | typeof ALL) => (value === ALL ? null : value);
  return (
    <>
      <IonToolbar className="filter-toolbar">
        <ListSearch value={query.search} placeholder={t('list.searchPlaceholder')} onChange={(search) => onChange({ ...query, search })} testId="reservation-search" />
      </IonToolbar>
      <IonToolbar className="filter-toolbar">
        <div className="rsv-day-chips" role="group" aria-label={t('list.dayChips')}>
          {DAY_CHIPS.map((day) => (
            <IonChip
              key={day}
              outline={query.day !== day}
              color={query.day === day ? 'primary' : undefined}
              onClick={() => onChange({ ...query, day: query.day === day ? null : day })}
              role="button"
              aria-pressed={query.day === day}
              data-testid={`reservation-chip-${day}`}
            >
              {t(`list.chip.${day}`)}
            </IonChip>
          ))}
        </div>
      </IonToolbar>
      <IonToolbar className="filter-toolbar filter-toolbar--selects">
        <div className="rsv-filter-row">
          <FilterSelect<string> label={t('list.filterProperty')} value={query.propertyId ?? ALL} onChange={(v) => onChange({ ...query, propertyId: orNull(v) })} testId="reservation-filter-property" wide>
            <IonSelectOption value={ALL}>{t('list.allProperties')}</IonSelectOption>
            {properties.map((p) => (
              <IonSelectOption key={p.id} value={p.id}>
                {p.name}
              </IonSelectOption>
            ))}
          </FilterSelect>
          <FilterSelect<string> label={t('list.filterStatus')} value={query.status ?? ALL} onChange={(v) => onChange({ ...query, status: orNull(v) as ReservationListQuery['status'] })} testId="reservation-filter-status">
            <IonSelectOption value={ALL}>{t('list.allStatuses')}</IonSelectOption>
            {RESERVATION_STATUSES.map((s) => (
              <IonSelectOption key={s} value={s}>
                {t(`status.${s}`)}
              </IonSelectOption>
            ))}
          </FilterSelect>
          <FilterSelect<string> label={t('list.filterKind')} value={query.kind ?? ALL} onChange={(v) => onChange({ ...query, kind: orNull(v) as ReservationListQuery['kind'] })} testId="reservation-filter-kind">
            <IonSelectOption value={ALL}>{t('list.allKinds')}</IonSelectOption>
            {RESERVATION_KINDS.map((k) => (
              <IonSelectOption key={k} value={k}>
                {t(`kind.${k}`)}
              </IonSelectOption>
            ))}
          </FilterSelect>
          <FilterSelect<string> label={t('list.filterChannel')} value={query.channel ?? ALL} onChange={(v) => onChange({ ...query, channel: orNull(v) as ReservationListQuery['channel'] })} testId="reservation-filter-channel">
            <IonSelectOption value={ALL}>{t('list.allChannels')}</IonSelectOption>
            {RESERVATION_CHANNELS.map((c) => (
              <IonSelectOption key={c} value={c}>
                {channelName(c, t)}
              </IonSelectOption>
            ))}
          </FilterSelect>
        </div>
        <div className="rsv-range">
          <IonInput type="date" fill="outline" label={t('list.from')} labelPlacement="stacked" value={query.from} onIonChange={(e) => onChange({ ...query, from: eventValue(e) })} data-testid="reservation-filter-from" />
          <IonInput type="date" fill="outline" label={t('list.to')} labelPlacement="stacked" value={query.to} onIonChange={(e) => onChange({ ...query, to: eventValue(e) })} data-testid="reservation-filter-to" />
        </div>
      </IonToolbar>
    </>
  );
}
