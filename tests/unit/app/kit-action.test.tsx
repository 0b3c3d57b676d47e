// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';

interface AlertButton { text: string; role?: string; htmlAttributes?: Record<string, string>; handler?: () => void }
interface AlertOptions { header: string; message: string; buttons: AlertButton[] }
const alerts: AlertOptions[] = [];
const toasts: [string, string | undefined][] = [];
vi.mock('@ionic/react', () => ({ useIonAlert: () => [(options: AlertOptions) => { alerts.push(options); return Promise.resolve(); }] }));
// The words as their keys with their values: enough to see which were asked for.
vi.mock('@app/lib/use-translation', () => ({ useTranslation: () => ({ t: (key: string, o?: object) => (o ? `${key} ${JSON.stringify(o)}` : key) }) }));
vi.mock('@app/lib/toast-bus', () => ({ showToast: (message: string, tone?: string) => toasts.push([message, tone]) }));

const { defineAction, defineActiveToggle } = await import('@app/kit/action/define-action');
const { useAction } = await import('@app/kit/action/use-action');
const { ApiError } = await import('@app/lib/api-errors');
type Flow = import('@app/kit/action/use-action').ActionFlow<Company, void>;

interface Company { id: string; name: string; active: boolean; version: number }
const acme: Company = { id: 'c1', name: 'Acme', active: true, version: 3 };

const dom = rootPerTest();
beforeEach(() => {
  alerts.length = 0;
  toasts.length = 0;
});

/** Mounts the hook and hands back its flow, as a page would hold it. */
function mount<I>(action: Parameters<typeof useAction<Company, I>>[0], onDone = vi.fn(), onCurrent = vi.fn()) {
  const held: { flow?: ReturnType<typeof useAction<Company, I>> } = {};
  function Probe() {
    held.flow = useAction(action, onDone, onCurrent);
    return held.flow.refusal ? <p role="alert">{held.flow.refusal}</p> : null;
  }
  act(() => dom.root.render(<Probe />));
  return { held, onDone, onCurrent };
}

const confirmButton = () => alerts[0]!.buttons[1]!;

describe('defineActiveToggle and useAction', () => {
  it('asks with the deactivate words first, sends nothing until confirmed, then sends the opposite state with a key and says it is done', async () => {
    const send = vi.fn((company: Company, active: boolean) => Promise.resolve({ ...company, active, version: 4 }));
    const toggle = defineActiveToggle<Company>({ words: 'companies', send, confirmTestId: 'company-confirm-toggle' });
    const { held, onDone } = mount(toggle);
    act(() => (held.flow as Flow).start(acme));
    expect(send).not.toHaveBeenCalled();
    expect(alerts[0]).toMatchObject({ header: 'deactivate.confirmTitle', message: 'deactivate.confirmMessage {"name":"Acme"}' });
    expect(alerts[0]!.buttons[0]).toMatchObject({ role: 'cancel' });
    expect(confirmButton()).toMatchObject({ text: 'deactivate.confirm', role: 'destructive', htmlAttributes: { 'data-testid': 'company-confirm-toggle' } });
    await act(async () => confirmButton().handler!());
    expect(send).toHaveBeenCalledWith(acme, false, expect.any(String));
    expect(onDone).toHaveBeenCalledWith({ ...acme, active: false, version: 4 });
    expect(toasts).toEqual([['deactivate.done {"name":"Acme"}', 'success']]);
  });

  it('asks to activate an inactive record with a plain (not destructive) button', () => {
    const toggle = defineActiveToggle<Company>({ words: 'companies', send: vi.fn(), confirmTestId: 'x' });
    const { held } = mount(toggle);
    act(() => (held.flow as Flow).start({ ...acme, active: false }));
    expect(confirmButton()).toMatchObject({ text: 'activate.confirm', role: undefined });
  });

  it('keeps the server\'s refusal on the page and shows the record as it is now on a 409', async () => {
    const current = { ...acme, version: 9, name: 'Acme Holdings' };
    const error = new ApiError({ kind: 'message', message: 'Someone changed it first', status: 409, body: { message: 'Someone changed it first', current } });
    const action = defineAction<Company>({ words: 'companies', send: () => Promise.reject(error) });
    const { held, onDone, onCurrent } = mount(action);
    let applied: boolean | undefined;
    await act(async () => {
      applied = await held.flow!.send(acme);
    });
    expect(applied).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
    expect(onCurrent).toHaveBeenCalledWith(current);
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe('Someone changed it first');
    expect(alerts).toHaveLength(0);
  });

  it('sends at once when the declaration asks nothing for this input, and keeps the key of a failed attempt for its repeat', async () => {
    const keys: string[] = [];
    let fail = true;
    const move = defineAction<Company, { to: string }>({
      words: 'enquiries',
      send: (company, _input, key) => {
        keys.push(key);
        return fail ? Promise.reject(new ApiError({ kind: 'network', message: 'Offline', status: null })) : Promise.resolve(company);
      },
      confirm: (t, _company, { to }) => (to === 'closed' ? { header: t('close'), message: '', confirmText: t('close') } : null),
      done: (t, _company, { to }) => t(`done.${to}`),
    });
    const { held } = mount(move);
    await act(async () => held.flow!.start(acme, { to: 'replied' }));
    expect(alerts).toHaveLength(0);
    fail = false;
    await act(async () => {
      await held.flow!.send(acme, { to: 'replied' });
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(toasts.at(-1)).toEqual(['done.replied', 'success']);
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
    act(() => held.flow!.start(acme, { to: 'closed' }));
    expect(alerts[0]).toMatchObject({ header: 'close' });
  });
});
