import { IonInput } from '@ionic/react';
import { IonChip } from '@app/ionic/ion-chip';
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
          <FilterSelect<string>
            label={t('list.filterProperty')}
            value={query.propertyId ?? ALL}
            onChange={(v) => onChange({ ...query, propertyId: orNull(v) })}
            testId="reservation-filter-property"
            wide
            options={[
              { value: ALL, label: t('list.allProperties') },
              ...properties.map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
          <FilterSelect<string>
            label={t('list.filterStatus')}
            value={query.status ?? ALL}
            onChange={(v) => onChange({ ...query, status: orNull(v) as ReservationListQuery['status'] })}
            testId="reservation-filter-status"
            options={[
              { value: ALL, label: t('list.allStatuses') },
              ...RESERVATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
          <FilterSelect<string>
            label={t('list.filterKind')}
            value={query.kind ?? ALL}
            onChange={(v) => onChange({ ...query, kind: orNull(v) as ReservationListQuery['kind'] })}
            testId="reservation-filter-kind"
            options={[
              { value: ALL, label: t('list.allKinds') },
              ...RESERVATION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
            ]}
          />
          <FilterSelect<string>
            label={t('list.filterChannel')}
            value={query.channel ?? ALL}
            onChange={(v) => onChange({ ...query, channel: orNull(v) as ReservationListQuery['channel'] })}
            testId="reservation-filter-channel"
            options={[
              { value: ALL, label: t('list.allChannels') },
              ...RESERVATION_CHANNELS.map((c) => ({ value: c, label: channelName(c, t) })),
            ]}
          />
        </div>
        <div className="rsv-range">
          <IonInput type="date" fill="outline" label={t('list.from')} labelPlacement="stacked" value={query.from} onIonChange={(e) => onChange({ ...query, from: eventValue(e) })} data-testid="reservation-filter-from" />
          <IonInput type="date" fill="outline" label={t('list.to')} labelPlacement="stacked" value={query.to} onIonChange={(e) => onChange({ ...query, to: eventValue(e) })} data-testid="reservation-filter-to" />
        </div>
      </IonToolbar>
    </>
  );
}
