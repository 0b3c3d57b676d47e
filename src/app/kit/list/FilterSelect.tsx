import '@app/shell/record-pages.css';

export interface FilterOption<V> {
  value: V;
  label: string;
}

export interface FilterSelectProps<V> {
  /** Read out by screen readers: the select shows only its current choice. */
  label: string;
  value: V;
  onChange(value: V): void;
  testId: string;
  /** Takes more of the row, for options that read longer than their neighbours'. */
  wide?: boolean;
  options: readonly FilterOption<V>[];
}

/** How an option's value is written in the page: a choice of `null` (none yet) is the empty string. */
const written = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * One select of a list page's filter row, the same in every area: the browser's own select, which
 * a phone opens as its native picker. Ionic's outlined select was two web components per select
 * and a popover chunk on every list's first screen, and measured its outline's notch with a forced
 * layout there: on a slow phone, a good part of the list page's blocking time (DESIGN.md §10).
 */
export function FilterSelect<V>({ label, value, onChange, testId, wide = false, options }: FilterSelectProps<V>) {
  const current = written(value);
  const known = options.some((option) => written(option.value) === current);
  return (
    <span className={wide ? 'filter-select filter-select--wide' : 'filter-select'}>
      <select
        aria-label={label}
        value={current}
        data-testid={testId}
        onChange={(event) => {
          const chosen = options.find((option) => written(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {/* Nothing chosen yet (a calendar before its property): the select says so rather than show the first option as chosen. */}
        {known ? null : <option value={current} disabled hidden />}
        {options.map((option) => (
          <option key={written(option.value)} value={written(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/** A yes/no filter's options, with every record first (`null`): active or not, with portal access or not. */
export function yesNoOptions(every: string, yes: string, no: string): FilterOption<boolean | null>[] {
  return [
    { value: null, label: every },
    { value: true, label: yes },
    { value: false, label: no },
  ];
}

/** A choice among values with every record first (`null`). */
export function anyOf<V>(every: string, values: readonly V[], label: (value: V) => string): FilterOption<V | null>[] {
  return [{ value: null, label: every }, ...values.map((value) => ({ value, label: label(value) }))];
}
