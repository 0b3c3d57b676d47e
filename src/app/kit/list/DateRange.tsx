import { IonInput } from '@ionic/react';
import { eventValue } from '@app/lib/forms';

export interface DateRangeProps {
  from: string;
  to: string;
  /** One end changed: `{ from }` or `{ to }`, to spread over the list's query. */
  onChange(patch: { from: string } | { to: string }): void;
  /** The area's words for the two ends. */
  words: { from: string; to: string };
  /** The area's row, which lays the two out side by side. */
  className: string;
  /** `<testIdPrefix>-from` and `<testIdPrefix>-to`. */
  testIdPrefix: string;
}

/** The dates a list is narrowed to, under its other filters. */
export function DateRange({ from, to, onChange, words, className, testIdPrefix }: DateRangeProps) {
  return (
    <div className={className}>
      <IonInput type="date" fill="outline" label={words.from} labelPlacement="stacked" value={from} onIonChange={(e) => onChange({ from: eventValue(e) })} data-testid={`${testIdPrefix}-from`} />
      <IonInput type="date" fill="outline" label={words.to} labelPlacement="stacked" value={to} onIonChange={(e) => onChange({ to: eventValue(e) })} data-testid={`${testIdPrefix}-to`} />
    </div>
  );
}
