// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Outcome } from '@app/lib/use-mutation-runner';
import { rootPerTest } from '../../support/react-root';

const plain = (tag: string) => ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) => createElement(tag, props, children);
const router = { canGoBack: () => true, goBack: vi.fn(), push: vi.fn() };
vi.mock('@ionic/react', () => ({
  IonContent: plain('main'),
  IonSpinner: plain('i'),
  IonIcon: plain('span'),
  IonButton: ({ children, type, onClick, disabled, ...props }: { children?: ReactNode; type?: 'submit'; onClick?: () => void; disabled?: boolean }) =>
    createElement('button', { type: type ?? 'button', onClick, disabled, 'data-testid': (props as Record<string, string>)['data-testid'] }, children),
  useIonRouter: () => router,
}));
vi.mock('@app/shell/PageHeader', () => ({ PageHeader: ({ title }: { title: string }) => createElement('h1', null, title) }));
vi.mock('@app/lib/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
const toasts: string[] = [];
vi.mock('@app/lib/toast-bus', () => ({ showToast: (message: string) => toasts.push(message) }));

// jsdom lays nothing out: the banner's scroll into view is a no-op here.
Element.prototype.scrollIntoView = () => undefined;

const { EditPage } = await import('@app/kit/page/EditPage');
const { defineForm } = await import('@app/kit/form/define-form');

interface Thing {
  id: string;
  name: string;
  version: number;
}
const thingForm = defineForm({
  namespace: 'things',
  fields: ['name'] as const,
  empty: { name: '' },
  fromRecord: (thing: Thing) => ({ name: thing.name }),
  toPatch: (values: { name: string }, thing: Thing) => ({ name: values.name, version: thing.version }),
});

const dom = rootPerTest();
const byId = (id: string) => dom.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const submit = async () => {
  await act(async () => {
    byId('thing-edit-form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await Promise.resolve();
  });
};

function page(record: Thing, save: (patch: { name: string; version: number }) => Promise<Outcome<Thing, unknown>>, reload = vi.fn()) {
  return createElement(EditPage<{ name: string }, 'name', Thing, { name: string; version: number }, Thing>, {
    definition: thingForm,
    title: 'Edit',
    load: { record, status: 'ready', error: null, reload },
    recordPath: '/things/t1',
    testIdPrefix: 'thing-edit',
    recordState: { testIdPrefix: 'thing' },
    save,
    busy: false,
    doneMessage: 'Saved',
    children: (form) => createElement('input', { 'data-testid': 'name', value: form.values.name, readOnly: true }),
  });
}

describe("the kit's edit page", () => {
  it('saves the patch made on the record, says so and goes back', async () => {
    const save = vi.fn(() => Promise.resolve<Outcome<Thing, unknown>>({ ok: true, value: { id: 't1', name: 'Seri', version: 2 } }));
    act(() => dom.root.render(page({ id: 't1', name: 'Seri', version: 1 }, save)));
    await submit();
    expect(save).toHaveBeenCalledWith({ name: 'Seri', version: 1 }, { id: 't1', name: 'Seri', version: 1 });
    expect(toasts.at(-1)).toBe('Saved');
    expect(router.goBack).toHaveBeenCalled();
  });

  it('says a newer version was saved meanwhile, stops saving, and reloads their version into a new form', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const save = vi.fn(() => Promise.resolve<Outcome<Thing, unknown>>({ ok: false, conflict: { id: 't1', name: 'Theirs', version: 2 }, message: 'Changed', error: new Error('409') }));
    act(() => dom.root.render(page({ id: 't1', name: 'Mine', version: 1 }, save, reload)));
    expect(byId('thing-edit-stale')).toBeNull();
    await submit();
    expect(byId('thing-edit-stale')?.textContent).toContain('form.staleTitle');
    expect((byId('thing-edit-form-submit') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      byId('thing-edit-reload')?.click();
      await Promise.resolve();
    });
    expect(reload).toHaveBeenCalledOnce();
    // A new form: no banner, the button free again.
    expect(byId('thing-edit-stale')).toBeNull();
    expect((byId('thing-edit-form-submit') as HTMLButtonElement).disabled).toBe(false);
  });
});
