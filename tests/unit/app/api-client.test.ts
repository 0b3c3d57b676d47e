import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/lib/api-errors';
import { createApiClient, type ApiClient } from '@app/lib/api-client';
import { login } from '@app/features/auth/auth-api';
import { createListFailureReporter } from '@app/lib/list-failure';
import {
  NOT_FOUND_MESSAGE,
  REQUEST_TIMEOUT_MS,
  SILENT_MESSAGES,
  UNAUTHORIZED_RELOAD_MS,
  UNEXPECTED_API_MESSAGE,
} from '@shared/errors';

type FetchFn = (request: Request) => Promise<Response>;

function harness(fetchImpl: FetchFn, options: { token?: string } = { token: 'tok-123' }) {
  const { token } = options;
  const effects = {
    toast: vi.fn<(message: string) => void>(),
    clearSession: vi.fn<() => void>(),
    reload: vi.fn<() => void>(),
    schedule: vi.fn<(run: () => void, delayMs: number) => void>((run, delayMs) => {
      setTimeout(run, delayMs);
    }),
    passwordChangeRequired: vi.fn<() => void>(),
  };
  const fetchSpy = vi.fn(fetchImpl);
  const client: ApiClient = createApiClient({
    baseUrl: 'http://stayops.test/',
    getToken: () => token,
    effects,
    fetch: fetchSpy as unknown as typeof fetch,
    retryLimit: 0,
  });
  return { client, effects, fetchSpy };
}

/** A fetch that answers only by failing once its request is aborted, as a real one does. */
const neverAnswers: FetchFn = (request) =>
  new Promise<Response>((_, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', abort);
  });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('API client: requests', () => {
  it('sends the login cookie value, unchanged, as the Authorization header', async () => {
    const { client, fetchSpy } = harness(async () => json(200, { ok: true }), { token: 'raw-token-value' });
    await client.get('/api/account/admin');
    const request = fetchSpy.mock.calls[0][0];
    expect(request.headers.get('authorization')).toBe('raw-token-value');
    expect(request.url).toBe('http://stayops.test/api/account/admin');
  });

  it('sends no Authorization header when there is no cookie', async () => {
    const { client, fetchSpy } = harness(async () => json(200, {}), {});
    await client.get('/api/health');
    expect(fetchSpy.mock.calls[0][0].headers.has('authorization')).toBe(false);
  });

  it('sends the Idempotency-Key of a state-changing call and its JSON body', async () => {
    let sentBody: unknown;
    const { client, fetchSpy } = harness(async (request) => {
      sentBody = await request.clone().json();
      return json(201, { id: 'a' });
    });
    const created = await client.post<{ id: string }>('/api/administrators', { name: 'Aisyah' }, { idempotencyKey: 'key-1' });
    const request = fetchSpy.mock.calls[0][0];
    expect(created).toEqual({ id: 'a' });
    expect(request.method).toBe('POST');
    expect(request.headers.get('idempotency-key')).toBe('key-1');
    expect(sentBody).toEqual({ name: 'Aisyah' });
  });
});

describe('API client: SPEC.md section 8, row by row', () => {
  it('a {message} body is shown as a toast and returned as an error', async () => {
    const { client, effects } = harness(async () => json(403, { message: 'You do not have permission' }));
    const error = await failure(client.get('/api/administrators/aggregation'));
    expect(error.kind).toBe('message');
    expect(error.message).toBe('You do not have permission');
    expect(error.status).toBe(403);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('You do not have permission');
    expect(error.notified).toBe(true);
  });

  it('the sign-in call is quiet: a wrong password is thrown for the form to show, with no toast, no reload', async () => {
    const { client, effects } = harness(async () => json(401, { message: 'Wrong email or password' }));
    const error = await failure(login(client, { email: 'owner@stayops.test', password: 'wrong' }));
    expect(error.message).toBe('Wrong email or password');
    expect(error.notified).toBe(false);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.clearSession).not.toHaveBeenCalled();
    expect(effects.schedule).not.toHaveBeenCalled();
  });

  it('the silent message is returned as an error without a toast', async () => {
    const silent = SILENT_MESSAGES[0];
    const { client, effects } = harness(async () => json(403, { message: silent }));
    const error = await failure(client.get('/api/users/1'));
    expect(error.message).toBe(silent);
    expect(error.silent).toBe(true);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a body with an error code is returned as a status error carrying it, without a toast', async () => {
    const body = { code: 'QUOTA_FULL', message: 'No quota left', current: 3 };
    const { client, effects } = harness(async () => json(409, body));
    const error = await failure(client.post('/api/free-stay/1/approve', {}));
    expect(error.kind).toBe('coded');
    expect(error.status).toBe(409);
    expect(error.code).toBe('QUOTA_FULL');
    expect(error.body).toEqual(body);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('403 password_change_required asks for the change-password screen: no toast, no reload, nothing for a list to show', async () => {
    const body = { code: 'password_change_required', message: 'Choose a new password before you continue' };
    const { client, effects } = harness(async () => json(403, body));
    const error = await failure(client.get('/api/users/aggregation'));
    expect(error.code).toBe('password_change_required');
    expect(error.notified).toBe(true);
    expect(effects.passwordChangeRequired).toHaveBeenCalledOnce();
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.clearSession).not.toHaveBeenCalled();
    expect(effects.schedule).not.toHaveBeenCalled();
    const reporter = createListFailureReporter(effects.toast);
    reporter.report(error);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  describe('the plain body Unauthorized', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('removes the cookie, toasts Unauthorized and reloads 2.5 s later', async () => {
      const { client, effects } = harness(async () => new Response('Unauthorized', { status: 401 }));
      const error = await failure(client.get('/api/account/admin'));
      expect(error.kind).toBe('unauthorized');
      expect(effects.clearSession).toHaveBeenCalledOnce();
      expect(effects.toast).toHaveBeenCalledExactlyOnceWith('Unauthorized');
      expect(effects.schedule).toHaveBeenCalledWith(effects.reload, UNAUTHORIZED_RELOAD_MS);
      vi.advanceTimersByTime(UNAUTHORIZED_RELOAD_MS - 1);
      expect(effects.reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(effects.reload).toHaveBeenCalledOnce();
    });

    it('is recognised when sent as a JSON string too', async () => {
      const { client, effects } = harness(async () => json(401, 'Unauthorized'));
      await failure(client.get('/api/account/admin'));
      expect(effects.clearSession).toHaveBeenCalledOnce();
    });
  });

  it('a 401 with a {message} (a wrong password) keeps the session and only toasts', async () => {
    const { client, effects } = harness(async () => json(401, { message: 'Email or password is incorrect' }));
    await failure(client.post('/api/auth/login', { email: 'a@b.co', password: 'x' }));
    expect(effects.clearSession).not.toHaveBeenCalled();
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('Email or password is incorrect');
  });

  it('any other string body is shown as a toast', async () => {
    const { client, effects } = harness(async () => new Response('Service is being upgraded', { status: 503 }));
    const error = await failure(client.get('/api/administrators/aggregation'));
    expect(error.kind).toBe('text');
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('Service is being upgraded');
  });

  it('a status without a body returns the error 404 Not found', async () => {
    const { client, effects } = harness(async () => new Response(null, { status: 404 }));
    const error = await failure(client.get('/api/administrators/nope'));
    expect(error.message).toBe(NOT_FOUND_MESSAGE);
    expect(error.status).toBe(404);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('no response at all gives the unexpected-error message', async () => {
    const { client, effects } = harness(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(client.get('/api/account/admin'));
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(error.message).toBe(UNEXPECTED_API_MESSAGE);
    expect(effects.clearSession).not.toHaveBeenCalled();
  });

  it('a call the caller cancels is rethrown as an abort, not reported as a failure', async () => {
    const { client, effects } = harness(neverAnswers);
    const controller = new AbortController();
    const call = client.get('/api/administrators/aggregation', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  describe('timeout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('waits 30 minutes (1,800,000 ms) for an answer, then gives the unexpected-error message', async () => {
      const { client } = harness(neverAnswers);
      let settled: ApiError | 'pending' = 'pending';
      const call = failure(client.get('/api/reporting/slow')).then((e) => (settled = e));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await call;
      expect(settled).toMatchObject({ kind: 'network', message: UNEXPECTED_API_MESSAGE });
    });
  });
});

describe('API client: retries', () => {
  it('repeats a read once the network comes back, but never a write', async () => {
    let calls = 0;
    const flaky: FetchFn = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(200, { ok: true });
    };
    const effects = { toast: vi.fn(), clearSession: vi.fn(), reload: vi.fn(), schedule: vi.fn() };
    const client = createApiClient({ baseUrl: 'http://stayops.test/', getToken: () => 't', effects, fetch: flaky as typeof fetch, retryLimit: 1 });
    await expect(client.get('/api/account/admin')).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);

    calls = 0;
    await expect(client.post('/api/administrators', {})).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(1);
  });
});
