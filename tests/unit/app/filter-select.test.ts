// @vitest-environment jsdom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from '@app/kit/list/FilterSelect';
import { rootPerTest } from '../../support/react-root';

describe('a list filter select (the browser’s own select)', () => {
  const mounted = rootPerTest();
  const select = () => mounted.container.querySelector('select[data-testid="f"]') as HTMLSelectElement;
  const choose = (label: string) => {
    const option = [...select().options].find((o) => o.textContent === label);
    if (!option) throw new Error(`no option ${label}`);
    act(() => {
      select().value = option.value;
      select().dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  it('shows the current choice, names itself for screen readers and gives back the option’s own value', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'any' as const, label: 'Any permission' },
      { value: 7, label: '7 · Approve credit' },
      { value: 12, label: '12 · Edit owners' },
    ];
    act(() => mounted.root.render(createElement(FilterSelect<number | 'any'>, { label: 'Permission', value: 7, onChange, testId: 'f', options, wide: true })));
    expect(select().getAttribute('aria-label')).toBe('Permission');
    expect(select().selectedOptions[0]?.textContent).toBe('7 · Approve credit');
    expect([...select().options].map((o) => o.textContent)).toEqual(['Any permission', '7 · Approve credit', '12 · Edit owners']);
    expect(mounted.container.querySelector('.filter-select--wide')).not.toBeNull();
    choose('12 · Edit owners');
    expect(onChange).toHaveBeenLastCalledWith(12);
    choose('Any permission');
    expect(onChange).toHaveBeenLastCalledWith('any');
  });

  it('with nothing chosen yet shows no option as chosen, and the choice made is the option’s', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'p1', label: 'Mont Kiara Vista' },
      { value: 'p2', label: 'Zen Court' },
    ];
    act(() => mounted.root.render(createElement(FilterSelect<string | null>, { label: 'Property', value: null, onChange, testId: 'f', options })));
    expect(select().value).toBe('');
    expect(select().selectedOptions[0]?.textContent).toBe('');
    choose('Zen Court');
    expect(onChange).toHaveBeenLastCalledWith('p2');
  });
});
