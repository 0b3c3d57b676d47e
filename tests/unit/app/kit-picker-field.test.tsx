// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';

type Props = { children?: ReactNode } & Record<string, unknown>;
vi.mock('@ionic/react', () => ({ IonIcon: () => null }));
vi.mock('@app/ionic/ion-note', () => ({
  IonNote: ({ children, ...props }: Props) => createElement('small', { className: props.className, role: props.role, 'data-testid': props['data-testid'] }, children),
}));

const { PickerField } = await import('@app/kit/picker/PickerField');

const dom = rootPerTest();
const q = (selector: string) => dom.container.querySelector(selector);

describe('a field that opens a picker', () => {
  it('shows the placeholder until a choice, names the button by its label and value, and opens on a tap', () => {
    const onOpen = vi.fn();
    act(() =>
      dom.root.render(
        <PickerField label="Bank" shown={null} placeholder="Choose a bank" value="" testId="bank" onOpen={onOpen}>
          <div data-testid="modal" />
        </PickerField>,
      ),
    );
    const button = q('[data-testid="bank"]') as HTMLButtonElement;
    expect(button.textContent).toBe('Choose a bank');
    expect(q('.kit-picker-field__placeholder')).not.toBeNull();
    const [labelId, valueId] = button.getAttribute('aria-labelledby')!.split(' ');
    expect(document.getElementById(labelId!)?.textContent).toBe('Bank');
    expect(document.getElementById(valueId!)?.textContent).toBe('Choose a bank');
    expect(q('[data-testid="modal"]')).not.toBeNull();
    act(() => button.click());
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows the choice, and an error (as an alert, marking the field) over the helper', () => {
    act(() =>
      dom.root.render(
        <PickerField label="Owner" shown="Mei Ling" placeholder="Choose" value="o1" helper="From today" testId="owner" onOpen={() => undefined}>
          {null}
        </PickerField>,
      ),
    );
    expect(q('[data-testid="owner"]')?.getAttribute('data-value')).toBe('o1');
    expect(q('[data-testid="owner"]')?.textContent).toBe('Mei Ling');
    expect(q('.kit-picker-field__placeholder')).toBeNull();
    expect(q('.kit-picker-field__note')?.textContent).toBe('From today');
    expect(q('.kit-picker-field--invalid')).toBeNull();

    act(() =>
      dom.root.render(
        <PickerField label="Owner" shown="Mei Ling" placeholder="Choose" value="o1" helper="From today" error="Choose an owner." testId="owner" errorTestId="owner-error" onOpen={() => undefined}>
          {null}
        </PickerField>,
      ),
    );
    expect(q('[data-testid="owner-error"]')?.textContent).toBe('Choose an owner.');
    expect(q('[role="alert"]')).not.toBeNull();
    expect(dom.container.textContent).not.toContain('From today');
    expect(q('.kit-picker-field--invalid')).not.toBeNull();
  });
});
