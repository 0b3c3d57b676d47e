import { addMonths } from '@shared/dates';
import { MonthStep } from './MonthStep';
import './month-filter.css';

export interface MonthStepperProps {
  /** `YYYY-MM`. */
  month: string;
  onMonth(next: string): void;
  /** The month as the admin reads it, in their language. */
  shown: string;
  /** The area's words: the group's name and its two steps. */
  words: { month: string; previousMonth: string; nextMonth: string };
  /** `<testId>` on the month, `<testId>-previous` and `<testId>-next` on the steps. */
  testId: string;
}

/** A month stepped back and forth, its name read out as it changes. */
export function MonthStepper({ month, onMonth, shown, words, testId }: MonthStepperProps) {
  return (
    <div className="kit-month-filter__month" role="group" aria-label={words.month}>
      <MonthStep back label={words.previousMonth} onStep={() => onMonth(addMonths(month, -1))} testId={`${testId}-previous`} />
      <span className="kit-month-filter__label" aria-live="polite" data-testid={testId}>
        {shown}
      </span>
      <MonthStep back={false} label={words.nextMonth} onStep={() => onMonth(addMonths(month, 1))} testId={`${testId}-next`} />
    </div>
  );
}
