import { useRef, type KeyboardEvent } from 'react';

export interface ChoiceGroupProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string; testId?: string }[];
  onChange(value: V): void;
  /** Buttons per row on a phone; they wrap rather than scroll, so every choice stays in sight. */
  columns?: number;
}

/** One choice among a few, as a wrapping grid of 44 px buttons (a radio group for assistive technology). */
export function ChoiceGroup<V extends string>({ label, value, options, onChange, columns = 3 }: ChoiceGroupProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + options.length) % options.length;
    onChange(options[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div className="choice-group" role="radiogroup" aria-label={label} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {options.map((option, i) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={`choice-group__option${checked ? ' choice-group__option--checked' : ''}`}
            onClick={() => onChange(option.value)}
            onKeyDown={(e) => move(e, i)}
            data-testid={option.testId}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
