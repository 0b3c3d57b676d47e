import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { DSR_STATUSES } from '@shared/contracts/plain/dsr';
import { ChipChoice } from '@app/kit/list/ChipChoice';
import { DateRange } from '@app/kit/list/DateRange';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import type { PropertyChoice } from '../views';
import type { ReportListQuery } from './report-list';

interface Props {
  query: ReportListQuery;
  onChange(next: ReportListQuery): void;
  properties: readonly PropertyChoice[];
}

/** The status chips, then property and the business dates. */
export function ReportFilters({ query, onChange, properties }: Props) {
  const { t } = useTranslation('dsr');
  const set = (patch: Partial<ReportListQuery>) => onChange({ ...query, ...patch });
  return (
    <>
      <IonToolbar className="filter-toolbar">
        <ChipChoice
          className="dsr-chips"
          value={query.status}
          options={[null, ...DSR_STATUSES].map((status) => ({ value: status, label: status ? t(`status.${status}`) : t('list.allStatuses') }))}
          onChange={(status) => set({ status })}
          label={t('list.statusChips')}
          testIdPrefix="dsr-chip"
        />
      </IonToolbar>
      <IonToolbar className="filter-toolbar filter-toolbar--selects">
        <div className="list-filters__row">
          <FilterSelect
            label={t('list.filterProperty')}
            value={query.propertyId}
            onChange={(propertyId) => set({ propertyId })}
            testId="dsr-filter-property"
            wide
            options={[{ value: null, label: t('list.anyProperty') }, ...properties.map((p) => ({ value: p.id, label: p.name }))]}
          />
        </div>
        <DateRange className="dsr-range" from={query.from} to={query.to} onChange={set} words={{ from: t('list.from'), to: t('list.to') }} testIdPrefix="dsr-filter" />
      </IonToolbar>
    </>
  );
}
