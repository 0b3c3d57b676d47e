import { describe, expect, it, vi } from 'vitest';
import { createFileUrlStore } from '@app/kit/files/file-urls';

function harness(fail = false) {
  let n = 0;
  const fetchBlob = vi.fn(async (id: string) => {
    if (fail) throw new Error(`no ${id}`);
    return new Blob(['x'], { type: 'image/png' });
  });
  const urls = { create: vi.fn(() => `blob:${++n}`), revoke: vi.fn() };
  return { store: createFileUrlStore(fetchBlob, urls), fetchBlob, urls };
}

describe('object URLs for authorised files', () => {
  it('fetches a file once however many show it, and revokes its URL when the last lets go', async () => {
    const { store, fetchBlob, urls } = harness();
    const a = store.acquire('f1');
    const b = store.acquire('f1');
    expect((await a.promise).url).toBe('blob:1');
    expect((await b.promise).type).toBe('image/png');
    expect(fetchBlob).toHaveBeenCalledTimes(1);
    a.release();
    a.release();
    expect(urls.revoke).not.toHaveBeenCalled();
    b.release();
    expect(urls.revoke).toHaveBeenCalledWith('blob:1');
    expect(store.size()).toBe(0);
  });

  it('revokes a URL that arrives after everyone let go', async () => {
    const { store, urls } = harness();
    const lease = store.acquire('f2');
    lease.release();
    await lease.promise;
    expect(urls.revoke).toHaveBeenCalledWith('blob:1');
    expect(store.size()).toBe(0);
  });

  it('does not keep a failure: the next viewer asks again', async () => {
    const { store, fetchBlob } = harness(true);
    const first = store.acquire('f3');
    await expect(first.promise).rejects.toThrow('no f3');
    expect(store.size()).toBe(0);
    const second = store.acquire('f3');
    await expect(second.promise).rejects.toThrow();
    expect(fetchBlob).toHaveBeenCalledTimes(2);
    // Letting go of the failed first lease does not touch anyone else's.
    first.release();
    second.release();
  });
});
