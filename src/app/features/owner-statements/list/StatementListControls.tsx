import { useTranslation } from '@app/lib/use-translation';
import { MonthFilterControls } from '@app/kit/month/MonthFilterControls';
import { searchOwners } from '../use-statements';
import type { StatementQuery } from './statement-query';

interface Props {
  query: StatementQuery;
  onChange(next: StatementQuery): void;
}

/** The month, stepped back and forth, and the owner the list is narrowed to (every owner unless chosen). */
export function StatementListControls({ query, onChange }: Props) {
  const { t } = useTranslation('owner-statements');
  return (
    <MonthFilterControls
      month={query.month}
      onMonth={(month) => onChange({ ...query, month })}
      chosen={query.ownerId ? { value: query.ownerId, label: query.ownerName } : null}
      onChoose={(option) => onChange({ ...query, ownerId: option?.value ?? '', ownerName: option?.label ?? '' })}
      search={searchOwners}
      words={{
        month: t('list.month'),
        previousMonth: t('list.previousMonth'),
        nextMonth: t('list.nextMonth'),
        label: t('list.owner'),
        all: t('list.allOwners'),
        search: t('list.ownerSearch'),
      }}
      monthTestId="statement-month"
      pickerTestId="statement-filter-owner"
    />
  );
}
