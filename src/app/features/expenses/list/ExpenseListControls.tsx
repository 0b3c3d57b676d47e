import { useTranslation } from '@app/lib/use-translation';
import { MonthFilterControls } from '@app/kit/month/MonthFilterControls';
import { searchProperties } from '../use-expenses';
import type { ExpenseQuery } from './expense-query';

interface Props {
  query: ExpenseQuery;
  onChange(next: ExpenseQuery): void;
}

/** The month, stepped back and forth, and the property the list is narrowed to (every one unless chosen). */
export function ExpenseListControls({ query, onChange }: Props) {
  const { t } = useTranslation('expenses');
  return (
    <MonthFilterControls
      month={query.month}
      onMonth={(month) => onChange({ ...query, month })}
      chosen={query.propertyId ? { value: query.propertyId, label: query.propertyName } : null}
      onChoose={(option) => onChange({ ...query, propertyId: option?.value ?? null, propertyName: option?.label ?? '' })}
      search={searchProperties}
      words={{
        month: t('list.month'),
        previousMonth: t('list.previousMonth'),
        nextMonth: t('list.nextMonth'),
        label: t('list.property'),
        all: t('list.allProperties'),
        search: t('list.propertySearch'),
      }}
      monthTestId="expense-month"
      pickerTestId="expense-filter-property"
    />
  );
}
