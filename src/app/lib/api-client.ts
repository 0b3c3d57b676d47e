import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { fillPath, type CallBody, type CallDescriptor, type CallParams, type CallQuery, type CallResult } from '@shared/contracts/call';
import { REQUEST_TIMEOUT_MS } from '@shared/errors';
import { applyFailureEffects, classifyFailure, isAbortError, networkFailure, parseBody, type FailureEffects } from './api-errors';
import { readKey, type EarlyOutcome, type EarlyReads } from './early-reads';

export interface ApiClientOptions {
  /** Absolute origin (plus base path) of the API, e.g. `https://ops.example.com/`. */
  baseUrl: string;
  getToken(): string | undefined;
  effects: FailureEffects;
  fetch?: typeof fetch;
  /** Retries for reads only: a write is repeated by the admin, with the same Idempotency-Key. */
  retryLimit?: number;
  /** Reads started before their caller (the cold start's, lib/boot.ts): a GET of the same URL takes the answer once. */
  early?: EarlyReads;
}

export interface RequestOptions {
  searchParams?: string | URLSearchParams;
  json?: unknown;
  /** A multipart body (uploads); the browser writes its content type and boundary. */
  form?: FormData;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * The caller shows the failure itself, in place (the sign-in form): no toast, no reload. The
   * error is thrown as usual, marked as not yet shown.
   */
  quiet?: boolean;
}

/** A part of a call's input: required when the call has it, absent when it has none. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/**
 * What `call()` sends: the descriptor's params and body (typed from its schemas), its query as an
 * object or an already-encoded list query, a FormData for a multipart call, and how to send it.
 */
export type CallInput<C> = Part<'params', CallParams<C>> &
  Part<'body', CallBody<C>> & {
    query?: CallQuery<C> | string;
    form?: FormData;
  } & Pick<RequestOptions, 'idempotencyKey' | 'signal' | 'quiet'>;

export interface ApiClient {
  /** One call of a contract (src/shared/contracts): the only way the app reaches the API. */
  call<C extends CallDescriptor>(descriptor: C, ...input: object extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]): Promise<CallResult<C>>;
  /** The raw bytes a call answers with (files), fetched with the Authorization header. */
  callBlob<C extends CallDescriptor>(descriptor: C, input: CallInput<C>): Promise<Blob>;
  /** A file to save (an export): its bytes and the `Content-Disposition` the server named it in. */
  callFile<C extends CallDescriptor>(descriptor: C, input: CallInput<C>): Promise<{ blob: Blob; contentDisposition: string | null }>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * Starts a read now, quietly, for the call that will make it later (lib/early-reads.ts): nothing
   * without a session token. A path and query exactly as that call will send them.
   */
  readEarly(path: string, query?: Record<string, string | number> | string): void;
  /** multipart/form-data writes (uploads). */
  postForm<T>(path: string, form: FormData, options?: RequestOptions): Promise<T>;
  patchForm<T>(path: string, form: FormData, options?: RequestOptions): Promise<T>;
  /** The raw bytes of a response (files), fetched with the Authorization header. */
  getBlob(path: string, options?: RequestOptions): Promise<Blob>;
}

type Method = 'get' | 'post' | 'patch' | 'delete';

function createKy(options: ApiClientOptions): KyInstance {
  return ky.create({
    prefixUrl: options.baseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    // The sign-in's device cookie (HttpOnly, sent only to /api/auth) rides along on the app's own origin; said here
    // rather than left to fetch's default, so no change of client or option drops it.
    credentials: 'same-origin',
    fetch: options.fetch,
    retry: { limit: options.retryLimit ?? 2, methods: ['get'], statusCodes: [408, 429, 502, 503, 504] },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken();
          if (token) request.headers.set('Authorization', token);
        },
      ],
    },
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createKy(options);

  async function respond(method: Method, path: string, request: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
    try {
      return await http(path.replace(/^\/+/, ''), {
        method,
        headers,
        json: request.form ? undefined : request.json,
        body: request.form,
        searchParams: request.searchParams,
        signal: request.signal,
      });
    } catch (error) {
      if (error instanceof HTTPError) {
        const failure = classifyFailure(error.response.status, parseBody(await error.response.text().catch(() => '')));
        if (!request.quiet) applyFailureEffects(failure, options.effects);
        throw failure;
      }
      if (isAbortError(error) && !(error instanceof TimeoutError)) throw error;
      throw networkFailure();
    }
  }

  async function send<T>(method: Method, path: string, request: RequestOptions = {}): Promise<T> {
    if (method === 'get' && options.early) {
      const early = options.early.take(readKey(path, request.searchParams), options.getToken());
      const outcome = early ? await untilAborted(early, request.signal) : null;
      // A failed early read is not the caller's answer: it asks the server itself, as it always did.
      if (outcome?.ok) return parseBody(outcome.text) as T;
    }
    const response = await respond(method, path, request);
    return parseBody(await response.text()) as T;
  }

  function requestOf<C extends CallDescriptor>(descriptor: C, input: CallInput<C> | undefined): [Method, string, RequestOptions] {
    const { params, body, query, form, ...options } = (input ?? {}) as CallInput<CallDescriptor> & { params?: Record<string, unknown> };
    return [
      descriptor.method.toLowerCase() as Method,
      fillPath(descriptor.path, params),
      { ...options, json: body, form, searchParams: encodeQuery(query) },
    ];
  }

  return {
    call: (descriptor, ...input) => send(...requestOf(descriptor, input[0])),
    callBlob: async (descriptor, input) => (await respond(...requestOf(descriptor, input))).blob(),
    callFile: async (descriptor, input) => {
      const response = await respond(...requestOf(descriptor, input));
      return { blob: await response.blob(), contentDisposition: response.headers.get('content-disposition') };
    },
    get: (path, request) => send('get', path, request),
    post: (path, json, request) => send('post', path, { ...request, json }),
    patch: (path, json, request) => send('patch', path, { ...request, json }),
    delete: (path, request) => send('delete', path, request),
    postForm: (path, form, request) => send('post', path, { ...request, form }),
    patchForm: (path, form, request) => send('patch', path, { ...request, form }),
    getBlob: async (path, request) => (await respond('get', path, request)).blob(),
    readEarly: (path, query) => {
      const token = options.getToken();
      if (!token || !options.early) return;
      const searchParams = encodeQuery(query);
      options.early.start(readKey(path, searchParams), token, async () => (await respond('get', path, { searchParams, quiet: true })).text());
    },
  };
}

/** The early read's outcome, unless the caller gives up first: then it fails as an aborted fetch does. */
function untilAborted(outcome: Promise<EarlyOutcome>, signal: AbortSignal | undefined): Promise<EarlyOutcome> {
  if (!signal) return outcome;
  const aborted = () => (signal.reason as unknown) ?? new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    outcome.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function encodeQuery(query: unknown): string | undefined {
  if (query === undefined || query === null) return undefined;
  if (typeof query === 'string') return query;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.toString();
}
