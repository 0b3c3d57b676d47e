// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MALAYSIAN_STATES } from '@shared/reference/states';
import { rootPerTest } from '../../support/react-root';

type Props = { children?: ReactNode } & Record<string, unknown>;
// The select as plain elements: what the kit hands Ionic is what is checked.
vi.mock('@app/ionic/ion-select', () => ({
  IonSelect: ({ children, ...props }: Props) =>
    createElement(
      'select',
      {
        'data-testid': props['data-testid'],
        'data-value': String(props.value),
        'data-placeholder': props.placeholder,
        'data-error': props.errorText,
        className: props.className,
        onChange: (e: { target: { value: string } }) => (props.onIonChange as (e: { detail: { value: string } }) => void)({ detail: { value: e.target.value } }),
      },
      children,
    ),
}));
vi.mock('@app/ionic/ion-select-option', () => ({ IonSelectOption: ({ children, value }: Props) => createElement('option', { value }, children) }));

const { StateField } = await import('@app/kit/form/StateField');

const dom = rootPerTest();
const select = () => dom.container.querySelector('select') as HTMLSelectElement;

describe("an address's state", () => {
  it('offers every state by its name, with the placeholder while none is chosen, and says a choice', () => {
    const onValue = vi.fn();
    act(() => dom.root.render(<StateField label="State" placeholder="Choose a state" value="" onValue={onValue} testId="state" />));
    const options = Array.from(select().options);
    expect(options.map((o) => o.value)).toEqual(MALAYSIAN_STATES.map((s) => s.code));
    expect(options[0]?.textContent).toBe(MALAYSIAN_STATES[0]?.name);
    expect(select().dataset.value).toBe('undefined');
    expect(select().dataset.placeholder).toBe('Choose a state');
    act(() => {
      select().value = MALAYSIAN_STATES[2]!.code;
      select().dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onValue).toHaveBeenCalledWith(MALAYSIAN_STATES[2]!.code);
  });

  it('may offer "none" first, names states as the area does, and marks an error', () => {
    act(() =>
      dom.root.render(
        <StateField label="State" noneLabel="Not given" value="" onValue={() => undefined} nameOf={(s) => `~${s.code}`} error="Choose one" testId="state" />,
      ),
    );
    const options = Array.from(select().options);
    expect(options[0]?.value).toBe('');
    expect(options[0]?.textContent).toBe('Not given');
    expect(options[1]?.textContent).toBe(`~${MALAYSIAN_STATES[0]!.code}`);
    expect(select().dataset.value).toBe('');
    expect(select().dataset.error).toBe('Choose one');
    expect(select().className).toContain('ion-invalid');
  });
});
