// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';

type Props = { children?: ReactNode } & Record<string, unknown>;
vi.mock('@ionic/react', () => ({
  IonButton: ({ children, onClick, ...props }: Props) => createElement('button', { onClick, 'data-testid': props['data-testid'] }, children),
}));
vi.mock('@app/lib/use-translation', () => ({ useTranslation: () => ({ i18n: { language: 'en-US' } }) }));
// The picker is the kit's own (tested apart): here a stand-in that says what it shows and chooses on a tap.
vi.mock('@app/kit/picker/ServerPickerField', () => ({
  ServerPickerField: ({ value, placeholder, onChange, testId }: { value: { label: string } | null; placeholder: string; onChange(o: { value: string; label: string }): void; testId: string }) =>
    createElement('button', { 'data-testid': testId, onClick: () => onChange({ value: 'p2', label: 'Sri Hartamas' }) }, value?.label ?? placeholder),
}));

const { MonthFilterControls } = await import('@app/kit/month/MonthFilterControls');

const dom = rootPerTest();
const byId = (id: string) => dom.container.querySelector(`[data-testid="${id}"]`) as HTMLElement;
const words = { month: 'Month', previousMonth: 'Previous month', nextMonth: 'Next month', label: 'Property', all: 'All properties', search: 'Search' };

function draw(month: string, chosen: { value: string; label: string } | null, onMonth = vi.fn(), onChoose = vi.fn()) {
  act(() =>
    dom.root.render(
      <MonthFilterControls
        month={month}
        onMonth={onMonth}
        chosen={chosen}
        onChoose={onChoose}
        search={() => Promise.resolve([])}
        words={words}
        monthTestId="x-month"
        pickerTestId="x-filter"
      />,
    ),
  );
  return { onMonth, onChoose };
}

describe("a monthly list's month and filter", () => {
  it('steps the month back across a year and forward, and names the month group', () => {
    const { onMonth } = draw('2026-01', null);
    expect(byId('x-month').textContent).toBe('January 2026');
    expect(byId('x-month').closest('[role="group"]')?.getAttribute('aria-label')).toBe('Month');
    act(() => byId('x-month-previous').click());
    act(() => byId('x-month-next').click());
    expect(onMonth.mock.calls).toEqual([['2025-12'], ['2026-02']]);
    expect(byId('x-month-previous').getAttribute('aria-label')).toBe('Previous month');
  });

  it('shows every record until one is chosen, then offers to clear the choice', () => {
    const { onChoose } = draw('2026-01', null);
    expect(byId('x-filter').textContent).toBe('All properties');
    expect(byId('x-filter-clear')).toBeNull();
    act(() => byId('x-filter').click());
    expect(onChoose).toHaveBeenLastCalledWith({ value: 'p2', label: 'Sri Hartamas' });

    draw('2026-01', { value: 'p2', label: 'Sri Hartamas' }, vi.fn(), onChoose);
    expect(byId('x-filter').textContent).toBe('Sri Hartamas');
    act(() => byId('x-filter-clear').click());
    expect(onChoose).toHaveBeenLastCalledWith(null);
  });
});
