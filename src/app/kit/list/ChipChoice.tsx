import { IonChip } from '@app/ionic/ion-chip';

export interface ChipChoiceProps<V> {
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
  /** Read out as the group's name. */
  label: string;
  /** `free-stay-chip` gives free-stay-chip-<value> on each chip (`all` for `null`). */
  testIdPrefix: string;
  className: string;
  /** Tapping the chosen chip again chooses `null` (the desk's day chips). */
  toggles?: boolean;
}

/** A row of chips of which one is chosen: the quick filters a desk taps all day, reached by the keyboard as buttons. */
export function ChipChoice<V extends string | null>({ value, options, onChange, label, testIdPrefix, className, toggles = false }: ChipChoiceProps<V>) {
  const choose = (chosen: V) => onChange(toggles && chosen === value ? (null as V) : chosen);
  return (
    <div className={className} role="group" aria-label={label}>
      {options.map((option) => (
        <IonChip
          key={option.value ?? 'all'}
          outline={value !== option.value}
          color={value === option.value ? 'primary' : undefined}
          onClick={() => choose(option.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              choose(option.value);
            }
          }}
          role="button"
          tabIndex={0}
          aria-pressed={value === option.value}
          data-testid={`${testIdPrefix}-${option.value ?? 'all'}`}
        >
          {option.label}
        </IonChip>
      ))}
    </div>
  );
}
