import { IonInput } from '@ionic/react';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useTranslation } from '@app/lib/use-translation';
import { DSR_STATUSES } from '@shared/contracts/plain/dsr';
import { eventValue } from '@app/lib/forms';
import { ChipChoice } from '@app/kit/list/ChipChoice';
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
        <div className="dsr-range">
          <IonInput type="date" fill="outline" label={t('list.from')} labelPlacement="stacked" value={query.from} onIonChange={(e) => set({ from: eventValue(e) })} data-testid="dsr-filter-from" />
          <IonInput type="date" fill="outline" label={t('list.to')} labelPlacement="stacked" value={query.to} onIonChange={(e) => set({ to: eventValue(e) })} data-testid="dsr-filter-to" />
        </div>
      </IonToolbar>
    </>
  );
}
