import { IonButton } from '@ionic/react';
import { addMonths, formatYearMonth } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { MonthStep } from '@app/kit/month/MonthStep';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { searchProperties } from '../use-expenses';
import type { ExpenseQuery } from './expense-query';

interface Props {
  query: ExpenseQuery;
  onChange(next: ExpenseQuery): void;
}

/** The month, stepped back and forth, and the property the list is narrowed to (every one unless chosen). */
export function ExpenseListControls({ query, onChange }: Props) {
  const { t, i18n } = useTranslation('expenses');
  const step = (n: number) => onChange({ ...query, month: addMonths(query.month, n) });
  return (
    <div className="expense-controls">
      <div className="expense-controls__month" role="group" aria-label={t('list.month')}>
        <MonthStep back label={t('list.previousMonth')} onStep={() => step(-1)} testId="expense-month-previous" />
        <span className="expense-controls__label" aria-live="polite" data-testid="expense-month">
          {formatYearMonth(query.month, i18n.language)}
        </span>
        <MonthStep back={false} label={t('list.nextMonth')} onStep={() => step(1)} testId="expense-month-next" />
      </div>
      <div className="expense-controls__property">
        <ServerPickerField
          value={query.propertyId ? { value: query.propertyId, label: query.propertyName } : null}
          onChange={(option) => onChange({ ...query, propertyId: option.value, propertyName: option.label })}
          search={searchProperties}
          label={t('list.property')}
          placeholder={t('list.allProperties')}
          searchPlaceholder={t('list.propertySearch')}
          testId="expense-filter-property"
        />
        {query.propertyId ? (
          <IonButton fill="clear" size="small" onClick={() => onChange({ ...query, propertyId: null, propertyName: '' })} data-testid="expense-filter-property-clear">
            {t('list.allProperties')}
          </IonButton>
        ) : null}
      </div>
    </div>
  );
}
