import { useState } from 'react';
import { IonIcon } from '@ionic/react';
import { optionsOutline } from 'ionicons/icons';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { listings } from '@shared/contracts/plain/listings';
import { RESERVATION_CHANNELS, RESERVATION_KINDS, RESERVATION_STATUSES } from '@shared/contracts/reservations';
import { ChipChoice } from '@app/kit/list/ChipChoice';
import { DateRange } from '@app/kit/list/DateRange';
import { anyOf } from '@app/kit/list/FilterSelect';
import { FilterSelects } from '@app/kit/list/list-filters';
import { ListSearch } from '@app/kit/list/ListSearch';
import { useFilterOptions } from '@app/kit/list/use-filter-options';
import { channelName } from './reservation-display';
import { DAY_CHIPS, finerFilterCount, type DayChip, type ReservationListQuery } from './reservation-query';
import '@app/shell/record-pages.css';

const FINER_ID = 'reservation-finer-filters';

/**
 * Search and the Filters button, the day chips the desk taps all day, then the finer filters. On a phone the finer
 * ones fold behind the button (its badge says how many are set), so the header leaves the screen to the stays;
 * from a tablet up they show open.
 */
export function ReservationListFilters({ query, onChange }: { query: ReservationListQuery; onChange(next: ReservationListQuery): void }) {
  const { t } = useTranslation('reservations');
  const properties = useFilterOptions(listings.properties, 'properties');
  const [open, setOpen] = useState(false);
  const set = finerFilterCount(query);
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
        <ChipChoice<DayChip | null>
          className="rsv-day-chips"
          value={query.day}
          options={DAY_CHIPS.map((day) => ({ value: day, label: t(`list.chip.${day}`) }))}
          onChange={(day) => onChange({ ...query, day })}
          toggles
          label={t('list.dayChips')}
          testIdPrefix="reservation-chip"
        />
      </IonToolbar>
      <IonToolbar
        className={`filter-toolbar filter-toolbar--selects rsv-finer${open ? ' rsv-finer--open' : ''}`}
        id={FINER_ID}
        role="region"
        aria-label={t('list.finerFilters')}
        data-testid="reservation-finer-filters"
      >
        <FilterSelects<ReservationListQuery>
          className="rsv-filter-row"
          query={query}
          onChange={onChange}
          selects={[
            { key: 'propertyId', label: t('list.filterProperty'), testId: 'reservation-filter-property', wide: true, options: [{ value: null, label: t('list.allProperties') }, ...properties] },
            { key: 'status', label: t('list.filterStatus'), testId: 'reservation-filter-status', options: anyOf(t('list.allStatuses'), RESERVATION_STATUSES, (s) => t(`status.${s}`)) },
            { key: 'kind', label: t('list.filterKind'), testId: 'reservation-filter-kind', options: anyOf(t('list.allKinds'), RESERVATION_KINDS, (k) => t(`kind.${k}`)) },
            { key: 'channel', label: t('list.filterChannel'), testId: 'reservation-filter-channel', options: anyOf(t('list.allChannels'), RESERVATION_CHANNELS, (c) => channelName(c, t)) },
          ]}
        />
        <DateRange className="rsv-range" from={query.from} to={query.to} onChange={(patch) => onChange({ ...query, ...patch })} words={{ from: t('list.from'), to: t('list.to') }} testIdPrefix="reservation-filter" />
      </IonToolbar>
    </>
  );
}
