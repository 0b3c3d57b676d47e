import { useState } from 'react';
import { IonIcon } from '@ionic/react';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { chevronDownOutline, closeCircle, personOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { CREDIT_ENTRY_KINDS, type CreditEntryKind } from '@shared/contracts/credit';
import { anyOf, FilterSelect } from '@app/kit/list/FilterSelect';
import { rangeProblem } from './history-query';
import { HolderPicker, type HolderChoice } from './HolderPicker';

/** What the admin set on the filter bar; the holder keeps its name to show on the button. */
export interface HistoryFilterValues {
  holder: HolderChoice | null;
  kind: CreditEntryKind | null;
  from: string;
  to: string;
}

export const NO_FILTERS: HistoryFilterValues = { holder: null, kind: null, from: '', to: '' };

/** One end of the range; both are marked while the range is wrong, the problem said below them. */
function DateInput({ label, value, min, max, invalid, onValue, testId }: { label: string; value: string; min?: string; max?: string; invalid: boolean; onValue(next: string): void; testId: string }) {
  return (
    <label className="credit-date">
      <span className="credit-date__label">{label}</span>
      <input
        type="date"
        className="credit-date__input"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={invalid ? 'credit-range-problem' : undefined}
        data-testid={testId}
      />
    </label>
  );
}

export function HistoryFilters({ value, onChange }: { value: HistoryFilterValues; onChange(next: HistoryFilterValues): void }) {
  const { t } = useTranslation('credit');
  const [picking, setPicking] = useState(false);
  // The picker (and its search of the holders) exists from the first time it is opened, not before.
  const [picked, setPicked] = useState(false);
  const openPicker = () => {
    setPicked(true);
    setPicking(true);
  };
  const problem = rangeProblem(value);
  return (
    <>
      <IonToolbar className="filter-toolbar credit-filters">
        <div className="credit-filters__row">
          <div className="credit-holder-filter">
            <button type="button" className="credit-holder-filter__open" onClick={openPicker} data-testid="credit-filter-holder" aria-haspopup="dialog">
              <IonIcon icon={personOutline} aria-hidden="true" />
              <span className="credit-holder-filter__label">
                <span className="visually-hidden">{t('history.holderLabel')} </span>
                {value.holder ? `${value.holder.name} · ${value.holder.accountNumber}` : t('history.allHolders')}
              </span>
              {value.holder ? null : <IonIcon icon={chevronDownOutline} aria-hidden="true" />}
            </button>
            {value.holder ? (
              <button
                type="button"
                className="credit-holder-filter__clear"
                onClick={() => onChange({ ...value, holder: null })}
                aria-label={t('history.clearHolder', { name: value.holder.name })}
                data-testid="credit-filter-holder-clear"
              >
                <IonIcon icon={closeCircle} aria-hidden="true" />
              </button>
            ) : null}
          </div>
          <FilterSelect<CreditEntryKind | null>
            label={t('history.filterKind')}
            value={value.kind}
            onChange={(kind) => onChange({ ...value, kind })}
            testId="credit-filter-kind"
            options={anyOf(t('history.allKinds'), CREDIT_ENTRY_KINDS, (kind) => t(`kind.${kind}`))}
          />
        </div>
        <div className="credit-filters__row credit-filters__dates">
          <DateInput label={t('history.from')} value={value.from} max={value.to} invalid={!!problem} onValue={(from) => onChange({ ...value, from })} testId="credit-filter-from" />
          <DateInput label={t('history.to')} value={value.to} min={value.from} invalid={!!problem} onValue={(to) => onChange({ ...value, to })} testId="credit-filter-to" />
        </div>
        {problem ? (
          <p className="credit-filters__problem" id="credit-range-problem" role="alert" data-testid="credit-range-problem">
            {t(`history.${problem}`)}
          </p>
        ) : null}
      </IonToolbar>
      {picked ? (
        <HolderPicker
          isOpen={picking}
          value={value.holder?.accountId ?? null}
          onSelect={(holder) => {
            setPicking(false);
            onChange({ ...value, holder });
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </>
  );
}
