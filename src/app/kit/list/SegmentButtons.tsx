import './segment-buttons.css';

export interface SegmentButtonsProps<V extends string> {
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
  /** Read out by screen readers as the group's name. */
  label: string;
  /** `user-segment` gives user-segment-<value> on each button. */
  testIdPrefix: string;
  className?: string;
}

/**
 * A list page's segments (all, pending, banned…) drawn like Ionic's scrollable `ion-segment` but as
 * plain buttons. `ion-segment` measures its buttons when it loads (to scroll the checked one into
 * view), which forces a layout of the page in the middle of its first render; on a slow phone
 * that is part of the long task before the list answers. The checked button keeps Ionic's class
 * name, `segment-button-checked`.
 */
export function SegmentButtons<V extends string>({ value, options, onChange, label, testIdPrefix, className }: SegmentButtonsProps<V>) {
  return (
    <div role="group" aria-label={label} className={className ? `segment-buttons ${className}` : 'segment-buttons'}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={checked}
            className={checked ? 'segment-buttons__button segment-button-checked' : 'segment-buttons__button'}
            onClick={() => {
              if (!checked) onChange(option.value);
            }}
            data-testid={`${testIdPrefix}-${option.value}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
