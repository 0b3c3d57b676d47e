import { IonButton } from '@ionic/react';
import { formatYearMonth } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { MonthStepper } from './MonthStepper';
import './month-filter.css';

export interface MonthFilterControlsProps {
  /** The month shown, `YYYY-MM`. */
  month: string;
  onMonth(next: string): void;
  /** The one record the list is narrowed to, or null for every one. */
  chosen: PickerOption | null;
  onChoose(option: PickerOption | null): void;
  search(query: string, signal: AbortSignal): Promise<PickerOption[]>;
  /** The area's words: the month group's name, the steps, the picker's label, "every one" and its search box. */
  words: { month: string; previousMonth: string; nextMonth: string; label: string; all: string; search: string };
  /** The month's test ids start with it (`<prefix>-month`, `<prefix>-month-previous`, `<prefix>-month-next`). */
  monthTestId: string;
  /** The picker's test id; its clear button's is `<id>-clear`. */
  pickerTestId: string;
}

/** A monthly list's month, stepped back and forth, and the one record it is narrowed to (every one unless chosen). */
export function MonthFilterControls({ month, onMonth, chosen, onChoose, search, words, monthTestId, pickerTestId }: MonthFilterControlsProps) {
  const { i18n } = useTranslation();
  return (
    <div className="kit-month-filter">
      <MonthStepper
        month={month}
        onMonth={onMonth}
        shown={formatYearMonth(month, i18n.language)}
        words={{ month: words.month, previousMonth: words.previousMonth, nextMonth: words.nextMonth }}
        testId={monthTestId}
      />
      <div className="kit-month-filter__choice">
        <ServerPickerField
          value={chosen}
          onChange={onChoose}
          search={search}
          label={words.label}
          placeholder={words.all}
          searchPlaceholder={words.search}
          testId={pickerTestId}
        />
        {chosen ? (
          <IonButton fill="clear" size="small" onClick={() => onChoose(null)} data-testid={`${pickerTestId}-clear`}>
            {words.all}
          </IonButton>
        ) : null}
      </div>
    </div>
  );
}
