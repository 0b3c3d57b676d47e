// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approvals } from '@shared/contracts/approvals';
import { auth } from '@shared/contracts/auth';
import { ACCOUNT_PROFILE_PATH } from '@shared/contracts/early-paths';
import { createApiClient } from '@app/lib/api-client';
import { isAbortError } from '@app/lib/api-errors';
import { startBoot, type PageBoot } from '@app/lib/boot';
import { createEarlyReads, EARLY_READ_MAX_AGE_MS, readKey } from '@app/lib/early-reads';
import approvalsBoot from '@app/features/approvals/boot';
import { PAGE_SIZE } from '@app/features/approvals/use-approvals';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A client with its early reads, a session token the test changes, and a fetch that counts. */
function harness(answer: (request: Request) => Response = (request) => json(200, { url: request.url, n: Math.random() })) {
  const session = { token: 'token-of-aisyah' as string | undefined, now: 1_000 };
  const effects = { toast: vi.fn(), clearSession: vi.fn(), reload: vi.fn(), schedule: vi.fn(), passwordChangeRequired: vi.fn() };
  const fetchSpy = vi.fn(async (request: Request) => answer(request));
  const early = createEarlyReads(() => session.now);
  const client = createApiClient({
    baseUrl: 'http://stayops.test/',
    getToken: () => session.token,
    effects,
    fetch: fetchSpy as unknown as typeof fetch,
    retryLimit: 0,
    early,
  });
  return { client, early, effects, fetchSpy, session };
}

afterEach(() => vi.useRealTimers());

describe('an early read is adopted once, and only by the same session and URL (issue 25)', () => {
  it('the call of the same URL takes the early answer instead of asking again', async () => {
    const { client, fetchSpy } = harness();
    client.readEarly('/api/approvals', { limit: 20, page: 1 });
    expect(fetchSpy).toHaveBeenCalledTimes(0);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const early = fetchSpy.mock.calls[0]?.[0];
    expect(early?.headers.get('authorization')).toBe('token-of-aisyah');
    // The page writes its query in another order: the same URL all the same.
    const answer = await client.get<{ url: string }>('/api/approvals', { searchParams: 'page=1&limit=20' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(answer.url).toBe('http://stayops.test/api/approvals?limit=20&page=1');
  });

  it('once: the next read of the URL (a refresh) asks the server', async () => {
    const { client, fetchSpy } = harness();
    client.readEarly(ACCOUNT_PROFILE_PATH);
    const first = await client.get<{ n: number }>(ACCOUNT_PROFILE_PATH);
    const second = await client.get<{ n: number }>(ACCOUNT_PROFILE_PATH);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(second.n).not.toBe(first.n);
  });

  it("never another session's answer: a new token asks again, and the early answer is gone", async () => {
    const { client, fetchSpy, session } = harness();
    client.readEarly('/api/approvals', { limit: 20, page: 1 });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    session.token = 'token-of-badrul';
    await client.get('/api/approvals', { searchParams: 'limit=20&page=1' });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy.mock.calls[1]?.[0].headers.get('authorization')).toBe('token-of-badrul');
    session.token = 'token-of-aisyah';
    await client.get('/api/approvals', { searchParams: 'limit=20&page=1' });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('only the same URL: another page or another query asks the server', async () => {
    const { client, fetchSpy } = harness();
    client.readEarly('/api/approvals', { limit: 20, page: 1 });
    await client.get('/api/approvals', { searchParams: 'limit=20&page=2' });
    await client.get('/api/approvals', { searchParams: 'limit=1' });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('never an old answer: past its age the caller asks again', async () => {
    const { client, fetchSpy, session } = harness();
    client.readEarly(ACCOUNT_PROFILE_PATH);
    session.now += EARLY_READ_MAX_AGE_MS + 1;
    await client.get(ACCOUNT_PROFILE_PATH);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('a failed early read is quiet, and its caller asks again with the usual toasts and reloads', async () => {
    let calls = 0;
    const { client, effects, fetchSpy } = harness(() => (++calls === 1 ? json(503, { message: 'Down' }) : json(200, { ok: true })));
    client.readEarly('/api/approvals', { limit: 20, page: 1 });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(effects.toast).not.toHaveBeenCalled();
    await expect(client.get('/api/approvals', { searchParams: 'limit=20&page=1' })).resolves.toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('a caller that gives up while the early answer is on its way fails as an aborted fetch', async () => {
    let release: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (release = resolve));
    const slow = createApiClient({
      baseUrl: 'http://stayops.test/',
      getToken: () => 'token',
      effects: { toast: vi.fn(), clearSession: vi.fn(), reload: vi.fn(), schedule: vi.fn(), passwordChangeRequired: vi.fn() },
      fetch: (() => pending) as unknown as typeof fetch,
      retryLimit: 0,
      early: createEarlyReads(),
    });
    slow.readEarly(ACCOUNT_PROFILE_PATH);
    const controller = new AbortController();
    const call = slow.get(ACCOUNT_PROFILE_PATH, { signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    release(json(200, {}));
  });

  it('nothing is read early without a session, and a cleared session adopts nothing', async () => {
    const { client, early, fetchSpy, session } = harness();
    session.token = undefined;
    client.readEarly(ACCOUNT_PROFILE_PATH);
    expect(early.take(readKey(ACCOUNT_PROFILE_PATH), undefined)).toBeNull();
    session.token = 'token-of-aisyah';
    client.readEarly(ACCOUNT_PROFILE_PATH);
    early.clear();
    await client.get(ACCOUNT_PROFILE_PATH);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
  });

  it('an answer no caller came for is let go', () => {
    vi.useFakeTimers();
    const early = createEarlyReads();
    early.start('api/x', 't', () => Promise.resolve('{}'));
    vi.advanceTimersByTime(EARLY_READ_MAX_AGE_MS + 1);
    expect(early.take('api/x', 't')).toBeNull();
  });
});

describe('the cold start asks for the profile and the opened page at once', () => {
  const boots = (): PageBoot[] => [
    { page: '/admin/approvals', reads: [{ path: '/api/approvals', query: { limit: 20, page: 1 } }] },
    { page: '/admin/user-mgmt', reads: [{ path: '/api/users' }] },
  ];

  it("with a session: the profile and the opened page's reads; no other page's", () => {
    const readEarly = vi.fn();
    startBoot({ readEarly }, boots(), '/admin/approvals/', true);
    expect(readEarly.mock.calls).toEqual([[ACCOUNT_PROFILE_PATH], ['/api/approvals', { limit: 20, page: 1 }]]);
  });

  it('without one: nothing (the sign-in page makes no call)', () => {
    const readEarly = vi.fn();
    startBoot({ readEarly }, boots(), '/admin/approvals', false);
    expect(readEarly).not.toHaveBeenCalled();
  });

  it('reads what the calls that adopt them send: the profile check and the inbox first page', () => {
    expect(auth.profile.path).toBe(ACCOUNT_PROFILE_PATH);
    expect(approvalsBoot.reads).toEqual([{ path: approvals.list.path, query: { limit: PAGE_SIZE, page: 1 } }]);
  });
});
