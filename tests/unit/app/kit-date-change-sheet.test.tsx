// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';
import type { PickerOption } from '@app/kit/picker/PickerModal';

type Props = { children?: ReactNode } & Record<string, unknown>;
const plain = (tag: string) => ({ children, ...props }: Props) => createElement(tag, { 'data-testid': props['data-testid'], onClick: props.onClick, onSubmit: props.onSubmit, role: props.role }, children);

// The date field as its value and error; the picker as a button that chooses Mei Ling, keeping what it was given.
const fields = vi.hoisted(() => ({ date: {} as Record<string, unknown>, picker: {} as Record<string, unknown> }));
vi.mock('@ionic/react', () => ({
  IonButton: ({ children, ...props }: Props) => createElement('button', { 'data-testid': props['data-testid'], onClick: props.onClick, type: props.type, disabled: props.disabled }, children),
  IonContent: plain('div'),
  IonModal: plain('section'),
  IonSpinner: () => null,
  IonInput: (props: Props) => {
    fields.date = props;
    return createElement('output', { 'data-testid': props['data-testid'] }, String(props.errorText ?? ''));
  },
}));
for (const part of ['ion-buttons', 'ion-header', 'ion-note', 'ion-title', 'ion-toolbar']) {
  const name = part.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
  vi.doMock(`@app/ionic/${part}`, () => ({ [name]: plain('div') }));
}
vi.mock('@app/kit/picker/ServerPickerField', () => ({
  ServerPickerField: (props: Props & { onChange(option: PickerOption): void }) => {
    fields.picker = props;
    return createElement('button', { type: 'button', 'data-testid': props.testId, onClick: () => props.onChange({ value: 'o1', label: 'Mei Ling' }) }, String(props.error ?? ''));
  },
}));
vi.mock('@app/lib/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('@app/lib/toast-bus', () => ({ showToast: (message: string) => toasts.push(message) }));

const { DateChangeSheet } = await import('@app/kit/sheet/DateChangeSheet');
const { toApiDate, toApiMonth } = await import('@shared/dates');

const words = {
  title: 'Change owner',
  submit: 'Change',
  done: 'Owner changed',
  value: 'New owner',
  choose: 'Choose',
  search: 'Search',
  chooseRequired: 'Choose an owner.',
  date: 'From',
  dateRequired: 'A date is needed.',
  none: 'No owner',
};

const dom = rootPerTest();
const byId = (id: string) => dom.container.querySelector(`[data-testid="${id}"]`);
afterEach(() => void toasts.splice(0));

function mount(send: (value: string, date: string) => Promise<true | { field: 'value' | 'date' | null; message: string } | null>, more: Partial<Parameters<typeof DateChangeSheet>[0]> = {}) {
  const onClose = vi.fn();
  const search = vi.fn(async () => [{ value: 'o2', label: 'Ahmad' }]);
  act(() =>
    dom.root.render(
      <DateChangeSheet isOpen onClose={onClose} words={words} dateKind="date" search={search} busy={false} send={send} testId="sheet" testIds={{ picker: 'sheet-picker', date: 'sheet-date' }} {...more} />,
    ),
  );
  return { onClose, search };
}

async function submit() {
  await act(async () => {
    (byId('sheet-submit') as HTMLButtonElement).form!.requestSubmit();
  });
}

describe('the change-from-a-date sheet', () => {
  it('asks for a value first, then sends it with today, says it is done and closes', async () => {
    const send = vi.fn(async () => true as const);
    const { onClose } = mount(send);
    expect(fields.date.value).toBe(toApiDate(new Date()));
    await submit();
    expect(byId('sheet-picker')?.textContent).toBe('Choose an owner.');
    expect(send).not.toHaveBeenCalled();

    act(() => (byId('sheet-picker') as HTMLButtonElement).click());
    expect(byId('sheet-picker')?.textContent).toBe('');
    await submit();
    expect(send).toHaveBeenCalledWith('o1', toApiDate(new Date()));
    expect(toasts).toEqual(['Owner changed']);
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open on a refusal: on the date field it names, or above the button in the server\'s words', async () => {
    const send = vi.fn().mockResolvedValueOnce({ field: 'date', message: 'Dates are YYYY-MM' }).mockResolvedValueOnce({ field: null, message: 'The ownership began later' });
    const { onClose } = mount(send, { dateKind: 'month' });
    expect(fields.date.value).toBe(toApiMonth(new Date()));
    expect(fields.date.type).toBe('month');
    act(() => (byId('sheet-picker') as HTMLButtonElement).click());
    await submit();
    expect(byId('sheet-date')?.textContent).toBe('Dates are YYYY-MM');
    expect(byId('sheet-refusal')).toBeNull();
    await submit();
    expect(byId('sheet-refusal')?.textContent).toBe('The ownership began later');
    expect(byId('sheet-refusal')?.getAttribute('role')).toBe('alert');
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('asks for a date when it was emptied', async () => {
    const send = vi.fn();
    mount(send);
    act(() => (byId('sheet-picker') as HTMLButtonElement).click());
    act(() => (fields.date.onIonInput as (e: { detail: { value: string } }) => void)({ detail: { value: '' } }));
    await submit();
    expect(byId('sheet-date')?.textContent).toBe('A date is needed.');
    expect(send).not.toHaveBeenCalled();
  });

  it('offers "none" first on an empty search only, and not at all without its words', async () => {
    const { search } = mount(vi.fn());
    const find = fields.picker.search as (query: string, signal: AbortSignal) => Promise<PickerOption[]>;
    const signal = new AbortController().signal;
    expect((await find('  ', signal)).map((o) => o.value)).toEqual(['', 'o2']);
    expect((await find('ah', signal)).map((o) => o.value)).toEqual(['o2']);
    expect(search).toHaveBeenCalledWith('ah', signal);
    mount(vi.fn(), { words: { ...words, none: undefined } });
    expect((await (fields.picker.search as typeof find)('', signal)).map((o) => o.value)).toEqual(['o2']);
  });
});
