import { useState } from 'react';
import { IonIcon, IonInput } from '@ionic/react';
import { optionsOutline } from 'ionicons/icons';
import { IonChip } from '@app/ionic/ion-chip';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { RESERVATION_CHANNELS, RESERVATION_KINDS, RESERVATION_STATUSES } from '@shared/contracts/reservations';
import { eventValue } from '@app/lib/forms';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { ListSearch } from '@app/kit/list/ListSearch';
import { channelName } from './reservation-display';
import { DAY_CHIPS, finerFilterCount, type ReservationListQuery } from './reservation-query';
import { usePropertyOptions } from './use-reservations';
import '@app/shell/record-pages.css';

const ALL = 'all';
const FINER_ID = 'reservation-finer-filters';

/**
 * Search and the Filters button, the day chips the desk taps all day, then the finer filters. On a phone the finer
 * ones fold behind the button (its badge says how many are set), so the header leaves the screen to the stays;
 * from a tablet up they show open.
 */
export function ReservationListFilters({ query, onChange }: { query: ReservationListQuery; onChange(next: ReservationListQuery): void }) {
  const { t } = useTranslation('reservations');
  const properties = usePropertyOptions();
  const [open, setOpen] = useState(false);
  const set = finerFilterCount(query);
  const toggleDay = (day: (typeof DAY_CHIPS)[number]) => onChange({ ...query, day: query.day === day ? null : day });
  const orNull = <V extends string>(value: V | typeof ALL) => (value === ALL ? null : value);
  return (
    <>
      <IonToolbar className="filter-toolbar">
        <div className="rsv-search-row">
          <ListSearch value={query.search} placeholder={t('list.searchPlaceholder')} onChange={(search) => onChange({ ...query, search })} testId="reservation-search" />
          {/* A native button: Ionic's copies aria-expanded to its inner button only once, so it would never say "open". */}
          <button
            type="button"
            className={`rsv-filters-toggle${set ? ' rsv-filters-toggle--set' : ''}`}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={FINER_ID}
            aria-label={set ? t('list.filtersSet', { count: set }) : t('list.filters')}
            title={t('list.finerFilters')}
            data-testid="reservation-filters-toggle"
          >
            <IonIcon icon={optionsOutline} aria-hidden="true" />
            {set ? <span className="rsv-filters-toggle__count" aria-hidden="true">{set}</span> : null}
          </button>
        </div>
      </IonToolbar>
      <IonToolbar className="filter-toolbar rsv-chips-toolbar">
        <div className="rsv-day-chips" role="group" aria-label={t('list.dayChips')}>
          {DAY_CHIPS.map((day) => (
            <IonChip
              key={day}
              outline={query.day !== day}
              color={query.day === day ? 'primary' : undefined}
              onClick={() => toggleDay(day)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  toggleDay(day);
                }
              }}
              role="button"
              // Reached by the keyboard like any button.
              tabIndex={0}
              aria-pressed={query.day === day}
              data-testid={`reservation-chip-${day}`}
            >
              {t(`list.chip.${day}`)}
            </IonChip>
          ))}
        </div>
      </IonToolbar>
      <IonToolbar
        className={`filter-toolbar filter-toolbar--selects rsv-finer${open ? ' rsv-finer--open' : ''}`}
        id={FINER_ID}
        role="region"
        aria-label={t('list.finerFilters')}
        data-testid="reservation-finer-filters"
      >
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
