import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import './list-search.css';

export interface ListSearchProps {
  value: string;
  onChange(value: string): void;
  /** Says what the search reads (name, email…); screen readers hear it as the box's name. */
  placeholder: string;
  testId: string;
  className?: string;
}

/**
 * A list page's search box: it asks the server once typing pauses, not on every key, and at once
 * on Enter. The browser's own search field (its clear button included) drawn as Ionic's searchbar:
 * an `ion-searchbar` was a web component with its icons on every list's first screen.
 */
export function ListSearch({ value, onChange, placeholder, testId, className }: ListSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The list's own search changed (its filters cleared): the box shows it.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const timer = useRef<number | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const send = (next: string, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onChangeRef.current(next), delay);
  };
  return (
    <div className={className ? `list-search ${className}` : 'list-search'} data-testid={testId}>
      <input
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          send(event.target.value, SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(event.currentTarget.value, 0);
        }}
      />
    </div>
  );
}
