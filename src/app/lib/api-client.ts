import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { REQUEST_TIMEOUT_MS } from '../../shared/errors';
import { applyFailureEffects, classifyFailure, isAbortError, networkFailure, parseBody, type FailureEffects } from './api-errors';

export interface ApiClientOptions {
  /** Absolute origin (plus base path) of the API, e.g. `https://ops.example.com/`. */
  baseUrl: string;
  getToken(): string | undefined;
  effects: FailureEffects;
  fetch?: typeof fetch;
  /** Retries for reads only: a write is repeated by the admin, with the same Idempotency-Key. */
  retryLimit?: number;
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

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
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
    const response = await respond(method, path, request);
    return parseBody(await response.text()) as T;
  }

  return {
    get: (path, request) => send('get', path, request),
    post: (path, json, request) => send('post', path, { ...request, json }),
    patch: (path, json, request) => send('patch', path, { ...request, json }),
    delete: (path, request) => send('delete', path, request),
    postForm: (path, form, request) => send('post', path, { ...request, form }),
    patchForm: (path, form, request) => send('patch', path, { ...request, form }),
    getBlob: async (path, request) => (await respond('get', path, request)).blob(),
  };
}
