import { readFieldIssue, type RefusalDetail } from '@shared/refusals';
import {
  NOT_FOUND_MESSAGE,
  PASSWORD_CHANGE_REQUIRED_CODE,
  SILENT_MESSAGES,
  UNAUTHORIZED_BODY,
  UNAUTHORIZED_RELOAD_MS,
  UNEXPECTED_API_MESSAGE,
} from '@shared/errors';

/**
 * SPEC.md section 8, one kind per row of the catalogue:
 * - unauthorized: the plain body `Unauthorized`
 * - coded: a body carrying `code`
 * - message: a body carrying `message`
 * - text: any other string body
 * - empty: a status without a body
 * - network: no response at all (offline, refused, timed out)
 */
export type ApiErrorKind = 'unauthorized' | 'coded' | 'message' | 'text' | 'empty' | 'network';

export interface FieldError {
  field: string;
  message: string;
  /** Why, for the app to word it: zod's issue code or a refusal code (@shared/refusals), with its facts. */
  code?: string;
  details?: Record<string, RefusalDetail>;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status: number | null;
  body?: unknown;
  code?: string | number;
  fieldErrors?: FieldError[];
  silent?: boolean;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly body: unknown;
  readonly code: string | number | undefined;
  readonly fieldErrors: FieldError[];
  /** The catalogue says this message is never shown. */
  readonly silent: boolean;
  /** The client already showed this error; callers must not show it again. */
  notified = false;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.silent = init.silent ?? false;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** JSON when the text is JSON, the raw text otherwise, `undefined` for an empty body. */
export function parseBody(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e) => {
    const issue = readFieldIssue(e);
    return issue ? [issue] : [];
  });
}

/** Turns a failed response into the error the catalogue asks for. No side effects. */
export function classifyFailure(status: number, body: unknown): ApiError {
  if (typeof body === 'string') {
    const text = body.trim();
    if (text === UNAUTHORIZED_BODY) return new ApiError({ kind: 'unauthorized', message: UNAUTHORIZED_BODY, status, body });
    if (text) return new ApiError({ kind: 'text', message: text, status, body });
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    const message = typeof record.message === 'string' ? record.message : undefined;
    const fieldErrors = readFieldErrors(record.errors);
    if (record.code !== undefined && record.code !== null) {
      const code = typeof record.code === 'number' ? record.code : String(record.code);
      return new ApiError({ kind: 'coded', message: message ?? String(code), status, body, code, fieldErrors });
    }
    if (message) {
      return new ApiError({
        kind: 'message',
        message,
        status,
        body,
        fieldErrors,
        silent: SILENT_MESSAGES.includes(message),
      });
    }
  }
  return new ApiError({ kind: 'empty', message: NOT_FOUND_MESSAGE, status, body });
}

export function networkFailure(): ApiError {
  return new ApiError({ kind: 'network', message: UNEXPECTED_API_MESSAGE, status: null });
}

export interface FailureEffects {
  toast(message: string): void;
  /** Removes the login cookie (and what was cached for that session). */
  clearSession(): void;
  reload(): void;
  schedule(run: () => void, delayMs: number): void;
  /** The session still holds a temporary password: the app shows the change-password screen. */
  passwordChangeRequired?(): void;
  /** The failure in the reader's language when its body names a refusal the app knows; null keeps the server's words. */
  words?(error: ApiError): string | null;
}

export function isPasswordChangeRequired(error: unknown): boolean {
  return isApiError(error) && error.kind === 'coded' && error.code === PASSWORD_CHANGE_REQUIRED_CODE;
}

/**
 * The visible half of the catalogue: toasts for message and text bodies (except the silent ones),
 * and for `Unauthorized` the cookie removed, a toast, and a reload 2.5 s later.
 * Coded, empty and network failures are only thrown; whoever catches them decides what to show.
 */
export function applyFailureEffects(error: ApiError, effects: FailureEffects): void {
  switch (error.kind) {
    case 'unauthorized':
      effects.clearSession();
      effects.toast(UNAUTHORIZED_BODY);
      effects.schedule(effects.reload, UNAUTHORIZED_RELOAD_MS);
      error.notified = true;
      return;
    case 'coded':
      // Not a failure to show: the screen itself changes, so no toast, no list error, no reload.
      if (error.code === PASSWORD_CHANGE_REQUIRED_CODE) {
        error.notified = true;
        effects.passwordChangeRequired?.();
      }
      return;
    case 'message':
    case 'text':
      if (error.silent) return;
      effects.toast(effects.words?.(error) ?? error.message);
      error.notified = true;
      return;
    default:
      return;
  }
}

/** Shows an error that nobody has shown yet; used by actions after a failed call. */
export function notifyOnce(error: unknown, toast: (message: string) => void, fallback = UNEXPECTED_API_MESSAGE): void {
  if (isApiError(error)) {
    if (error.notified || error.silent) return;
    toast(error.message || fallback);
    error.notified = true;
    return;
  }
  if (isAbortError(error)) return;
  toast(fallback);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError';
}

/** The message for one field from a 400's `errors`, if the server named it. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fieldErrors.find((e) => e.field === field || e.field.endsWith(`.${field}`))?.message;
}
