import type { z } from 'zod';

/**
 * One call of the API, written once (DESIGN.md §3): the server registers its route from this, the app calls it
 * through `call()`, forms validate with its body schema. Nothing else in the app spells a path.
 */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: a permission code, `'signed-in'` for any signed-in account, or `'public'`.
 * `duringPasswordChange` lets a session with a temporary password through (changing it, signing out).
 */
export type CallAccess = number | 'signed-in' | 'public';

export interface CallDescriptor<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: CallMethod;
  /** `/api/users/:id` — `:name` segments are filled from `params`. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** A multipart/form-data body (uploads): its file fields; the service reads the parts itself. */
  multipart?: readonly string[];
  /** Absent for an answer with no body we describe (a file, a text). */
  response?: R;
  /** 200 unless said. */
  status?: 200 | 201;
  /** The call is a decision: a 409 carries the record as it is now (DESIGN.md §4). */
  conflict?: boolean;
  permission: CallAccess;
  duringPasswordChange?: boolean;
  /**
   * Owners signed in to the portal may call it too (DESIGN.md §5, §11), without the permission code: the handler
   * scopes it to their own records, and anything else answers 404. Every call without it answers an owner 403.
   */
  owners?: boolean;
  /** OpenAPI grouping; the area's name. */
  tag: string;
  /** Left out of the API docs. */
  hidden?: boolean;
}

/** Declares a call, keeping its schemas' exact types for `route()` and `call()`. */
export function defineCall<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(descriptor: CallDescriptor<P, Q, B, R>): CallDescriptor<P, Q, B, R> {
  return descriptor;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

export type CallParams<C> = C extends CallDescriptor<infer P, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined> ? In<P> : never;
export type CallQuery<C> = C extends CallDescriptor<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType | undefined> ? In<Q> : never;
export type CallBody<C> = C extends CallDescriptor<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType | undefined> ? In<B> : never;
export type CallResult<C> = C extends CallDescriptor<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R> ? Out<R> : never;

/** The server's view of the same call: what the handler receives after validation. */
export type ParsedParams<C> = C extends CallDescriptor<infer P, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined> ? Out<P> : never;
export type ParsedQuery<C> = C extends CallDescriptor<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType | undefined> ? Out<Q> : never;
export type ParsedBody<C> = C extends CallDescriptor<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType | undefined> ? Out<B> : never;
export type HandlerResult<C> = C extends CallDescriptor<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R> ? In<R> : never;

/** `/api/users/:id` with `{ id: 'u 1' }` → `/api/users/u%201`. A missing param is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The outbox's stored form of a call: method and filled path (items queued by older versions keep theirs). */
export function callRequest<C extends CallDescriptor>(descriptor: C, params: CallParams<C>, body: CallBody<C>) {
  return {
    method: descriptor.method as Exclude<CallMethod, 'GET'>,
    path: fillPath(descriptor.path, params as Record<string, unknown> | undefined),
    body: body as unknown,
  };
}
