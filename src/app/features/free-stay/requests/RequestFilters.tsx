import { useMemo } from 'react';
import { IonIcon } from '@ionic/react';
import { IonChip } from '@app/ionic/ion-chip';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { closeOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { FREE_STAY_STATUSES } from '@shared/contracts/free-stay';
import { useSession } from '@app/lib/session';
import { ChipChoice } from '@app/kit/list/ChipChoice';
import { DateRange } from '@app/kit/list/DateRange';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { mayPickPeople, personSearch, searchUnits } from '../pickers';
import type { Chosen, RequestListQuery } from './request-list';

interface Props {
  query: RequestListQuery;
  onChange(next: RequestListQuery): void;
  /** The portal: an owner's own requests, no person to choose and their units only. */
  portal?: boolean;
}

/** A chosen unit or person, with a way to drop it. */
function ChosenChip({ chosen, label, onClear, testId }: { chosen: Chosen; label: string; onClear(): void; testId: string }) {
  return (
    <IonChip onClick={onClear} role="button" aria-label={label} data-testid={testId} className="free-stay-chosen">
      <span>{chosen.label}</span>
      <IonIcon icon={closeOutline} aria-hidden="true" />
    </IonChip>
  );
}

/** Under the kit's search box: the status chips, then unit, person and dates. */
export function RequestFilters({ query, onChange, portal = false }: Props) {
  const { t } = useTranslation('free-stay');
  const { profile } = useSession();
  const people = useMemo(() => personSearch(profile, t), [profile, t]);
  const set = (patch: Partial<RequestListQuery>) => onChange({ ...query, ...patch });
  return (
    <>
      <IonToolbar className="filter-toolbar">
        <ChipChoice
          className="free-stay-chips"
          value={query.status}
          options={[null, ...FREE_STAY_STATUSES].map((status) => ({ value: status, label: status ? t(`status.${status}`) : t('list.allStatuses') }))}
          onChange={(status) => set({ status })}
          label={t('list.statusChips')}
          testIdPrefix="free-stay-chip"
        />
      </IonToolbar>
      <IonToolbar className="filter-toolbar filter-toolbar--selects">
        <div className="free-stay-filter-row">
          <ServerPickerField
            value={query.unit ? { value: query.unit.id, label: query.unit.label } : null}
            onChange={(o) => set({ unit: { id: o.value, label: o.label } })}
            search={(q, signal) => searchUnits(q, signal)}
            label={t('list.filterUnit')}
            placeholder={t('list.anyUnit')}
            searchPlaceholder={t('form.unitSearch')}
            testId="free-stay-filter-unit"
          />
          {portal || !mayPickPeople(profile) ? null : (
            <ServerPickerField
              value={query.person ? { value: query.person.id, label: query.person.label } : null}
              onChange={(o) => set({ person: { id: o.value, label: o.label } })}
              search={people}
              label={t('list.filterPerson')}
              placeholder={t('list.anyPerson')}
              searchPlaceholder={t('form.personSearch')}
              testId="free-stay-filter-person"
            />
          )}
        </div>
        {query.unit || query.person ? (
          <div className="free-stay-chips">
            {query.unit ? <ChosenChip chosen={query.unit} label={t('list.clearUnit', { name: query.unit.label })} onClear={() => set({ unit: null })} testId="free-stay-clear-unit" /> : null}
            {query.person ? <ChosenChip chosen={query.person} label={t('list.clearPerson', { name: query.person.label })} onClear={() => set({ person: null })} testId="free-stay-clear-person" /> : null}
          </div>
        ) : null}
        <DateRange className="free-stay-range" from={query.from} to={query.to} onChange={set} words={{ from: t('list.from'), to: t('list.to') }} testIdPrefix="free-stay-filter" />
      </IonToolbar>
    </>
  );
}
