// @vitest-environment jsdom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListSearch } from '@app/kit/list/ListSearch';
import { SEARCH_DEBOUNCE_MS } from '@app/kit/constants';
import { rootPerTest } from '../../support/react-root';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a list’s search box (the browser’s own search field)', () => {
  const mounted = rootPerTest();
  const input = () => mounted.container.querySelector('[data-testid="s"] input') as HTMLInputElement;
  const type = (text: string) =>
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input(), text);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const render = (value: string, onChange: (v: string) => void) =>
    act(() => mounted.root.render(createElement(ListSearch, { value, onChange, placeholder: 'Name or email', testId: 's' })));

  it('asks once typing pauses, with the last text, and names the field for screen readers', () => {
    const onChange = vi.fn();
    render('', onChange);
    expect(input().getAttribute('aria-label')).toBe('Name or email');
    expect(input().type).toBe('search');
    type('Fa');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    type('Farah');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('Farah');
  });

  it('asks at once on Enter, and shows a search the list cleared', () => {
    const onChange = vi.fn();
    render('', onChange);
    type('Wong');
    act(() => {
      input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(0));
    expect(onChange).toHaveBeenCalledWith('Wong');
    render('Wong', onChange);
    render('', onChange);
    expect(input().value).toBe('');
  });
});
