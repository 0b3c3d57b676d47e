import type { ReactNode } from 'react';
import { IonSelect } from '@app/ionic/ion-select';
import '@app/shell/record-pages.css';

export interface FilterSelectProps<V> {
  /** Read out by screen readers: the select shows only its current choice. */
  label: string;
  value: V;
  onChange(value: V): void;
  testId: string;
  /** Takes more of the row, for options that read longer than their neighbours'. */
  wide?: boolean;
  /** The IonSelectOptions. */
  children: ReactNode;
}

/** One select of a list page's filter row: a compact popover, the same in every area. */
export function FilterSelect<V>({ label, value, onChange, testId, wide = false, children }: FilterSelectProps<V>) {
  return (
    <IonSelect
      aria-label={label}
      interface="popover"
      fill="outline"
      className={wide ? 'filter-select filter-select--wide' : 'filter-select'}
      value={value}
      onIonChange={(e) => onChange(e.detail.value as V)}
      data-testid={testId}
    >
      {children}
    </IonSelect>
  );
}
