import { IonButton } from '@ionic/react';
import { addMonths, formatYearMonth } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { MonthStep } from '@app/kit/month/MonthStep';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { searchOwners } from '../use-statements';
import type { StatementQuery } from './statement-query';

interface Props {
  query: StatementQuery;
  onChange(next: StatementQuery): void;
}

/** The month, stepped back and forth, and the owner the list is narrowed to (every owner unless chosen). */
export function StatementListControls({ query, onChange }: Props) {
  const { t, i18n } = useTranslation('owner-statements');
  const step = (n: number) => onChange({ ...query, month: addMonths(query.month, n) });
  return (
    <div className="statement-controls">
      <div className="statement-controls__month" role="group" aria-label={t('list.month')}>
        <MonthStep back label={t('list.previousMonth')} onStep={() => step(-1)} testId="statement-month-previous" />
        <span className="statement-controls__label" aria-live="polite" data-testid="statement-month">
          {formatYearMonth(query.month, i18n.language)}
        </span>
        <MonthStep back={false} label={t('list.nextMonth')} onStep={() => step(1)} testId="statement-month-next" />
      </div>
      <div className="statement-controls__owner">
        <ServerPickerField
          value={query.ownerId ? { value: query.ownerId, label: query.ownerName } : null}
          onChange={(option) => onChange({ ...query, ownerId: option.value, ownerName: option.label })}
          search={searchOwners}
          label={t('list.owner')}
          placeholder={t('list.allOwners')}
          searchPlaceholder={t('list.ownerSearch')}
          testId="statement-filter-owner"
        />
        {query.ownerId ? (
          <IonButton fill="clear" size="small" onClick={() => onChange({ ...query, ownerId: '', ownerName: '' })} data-testid="statement-filter-owner-clear">
            {t('list.allOwners')}
          </IonButton>
        ) : null}
      </div>
    </div>
  );
}
