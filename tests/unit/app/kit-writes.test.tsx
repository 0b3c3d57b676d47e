// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';

interface Sent { path: string; input: { params?: { id: string }; body?: unknown; form?: FormData; idempotencyKey?: string } }
const sent: Sent[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({ id: 'c1' });
vi.mock('@app/lib/api', () => ({
  api: {
    call: (descriptor: { path: string }, input: Sent['input']) => {
      sent.push({ path: descriptor.path, input });
      return answer();
    },
  },
}));
vi.mock('@app/lib/toast-bus', () => ({ showToast: () => undefined }));

const { useWrites } = await import('@app/kit/resource/use-writes');
const { companies } = await import('@shared/contracts/companies');

const calls = { create: companies.create, update: companies.update };
type Held = ReturnType<typeof useWrites<typeof calls>>;

const dom = rootPerTest();
beforeEach(() => {
  sent.length = 0;
  answer = () => Promise.resolve({ id: 'c1' });
});

function mount() {
  const held: { writes?: Held; seen: Held[] } = { seen: [] };
  function Probe() {
    held.writes = useWrites(calls);
    held.seen.push(held.writes);
    return null;
  }
  act(() => dom.root.render(<Probe />));
  return held;
}

const body = { name: 'Seri', registrationNumber: '1', addressLine1: 'Jalan 1', postcode: '10000', city: 'George Town', state: 'MY-07' } as const;

describe('an area’s writes from its contract', () => {
  it('creates with the body alone, and updates the record in the path', async () => {
    const held = mount();
    await act(async () => {
      expect(await held.writes!.create(body)).toMatchObject({ ok: true, value: { id: 'c1' } });
      await held.writes!.update('c1', { city: 'Ipoh', version: 2 });
    });
    expect(sent.map((s) => s.path)).toEqual(['/api/companies', '/api/companies/:id']);
    expect(sent[0]!.input).toMatchObject({ body });
    expect(sent[0]!.input.params).toBeUndefined();
    expect(sent[1]!.input).toMatchObject({ params: { id: 'c1' }, body: { city: 'Ipoh', version: 2 } });
  });

  it('keeps the Idempotency-Key across a retry of the same body, and takes a new one after success', async () => {
    const held = mount();
    answer = () => Promise.reject(new Error('The network was lost'));
    await act(async () => {
      expect((await held.writes!.create(body)).ok).toBe(false);
      await held.writes!.create(body);
    });
    answer = () => Promise.resolve({ id: 'c1' });
    await act(async () => {
      await held.writes!.create(body);
      await held.writes!.create(body);
    });
    const keys = sent.map((s) => s.input.idempotencyKey);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('says which write is under way by its name, and keeps the same functions across renders', async () => {
    const held = mount();
    let finish = (_: unknown) => undefined as void;
    answer = () => new Promise((resolve) => (finish = resolve));
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = held.writes!.update('c1', { active: false, version: 3 });
    });
    expect(held.writes!.pending).toBe('update');
    await act(async () => {
      finish({ id: 'c1' });
      await pending;
    });
    expect(held.writes!.pending).toBeNull();
    expect(new Set(held.seen.map((w) => w.update)).size).toBe(1);
  });

  it('sends an upload as its multipart part to the record, a new file under a new Idempotency-Key', async () => {
    let upload: ((id: string, file: File) => Promise<{ ok: boolean }>) | undefined;
    function Probe() {
      upload = useWrites({}, { uploadLogo: { call: companies.uploadLogo, part: 'logo' } }).uploadLogo;
      return null;
    }
    act(() => dom.root.render(<Probe />));
    const logo = new File(['png'], 'logo.png', { type: 'image/png', lastModified: 1 });
    answer = () => Promise.reject(new Error('The network was lost'));
    await act(async () => void (await upload!('c1', logo)));
    answer = () => Promise.resolve({ id: 'c1' });
    await act(async () => {
      expect(await upload!('c1', logo)).toMatchObject({ ok: true });
      await upload!('c1', new File(['png2'], 'logo.png', { type: 'image/png', lastModified: 2 }));
    });
    expect(sent.map((s) => s.path)).toEqual(Array(3).fill('/api/companies/:id/logo'));
    expect(sent[0]!.input.params).toEqual({ id: 'c1' });
    expect((sent[0]!.input.form!.get('logo') as File).name).toBe('logo.png');
    const keys = sent.map((s) => s.input.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
