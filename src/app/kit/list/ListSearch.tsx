import { IonSearchbar } from '@app/ionic/ion-searchbar';
import { SEARCH_DEBOUNCE_MS } from '../constants';

export interface ListSearchProps {
  value: string;
  onChange(value: string): void;
  /** Says what the search reads (name, email…); screen readers hear it as the box's name. */
  placeholder: string;
  testId: string;
  className?: string;
}

/** A list page's search box: it asks the server once typing pauses, not on every key. */
export function ListSearch({ value, onChange, placeholder, testId, className }: ListSearchProps) {
  return (
    <IonSearchbar
      value={value}
      debounce={SEARCH_DEBOUNCE_MS}
      placeholder={placeholder}
      onIonInput={(e) => onChange(e.detail.value ?? '')}
      data-testid={testId}
      aria-label={placeholder}
      className={className}
    />
  );
}
