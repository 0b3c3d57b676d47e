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
  /** 200 unless said; 202 for what is accepted to be kept without an answer of its own (analytics). */
  status?: 200 | 201 | 202;
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

/** The parts of a descriptor a route holds: all but its schemas and its multipart fields, the parts that need zod or the contract's own constants. */
type RouteKey = 'method' | 'path' | 'permission' | 'tag' | 'conflict' | 'owners' | 'status';

/** What a route declares (the contract spreads it into its descriptor). */
export type CallRouteFields = Pick<CallDescriptor, RouteKey>;

declare const described: unique symbol;

/**
 * A call without its schemas, typed as the contract's descriptor it is spread into (`routesOf`). The app's reads and
 * the outbox need only the method and the path: a screen that calls through a route loads no zod, where a signed-in
 * cold start used to carry zod, every area's schemas and libphonenumber for them (issue 25). It is still a
 * `CallDescriptor` (schemas are optional there), and `CallParams` and its kin read the schemas' types through it.
 */
export type CallRoute<C extends CallDescriptor> = Pick<C, RouteKey & keyof C> & { readonly [described]: C };

/** The descriptor a route stands for (the descriptor itself when it is one). */
type Described<C> = C extends { readonly [described]: infer D } ? D : C;

/**
 * Types a contract's routes as its descriptors: `routesOf<typeof users>()(USERS_ROUTES)`. The descriptors spread the
 * same objects, so a route and the call the server registers cannot disagree.
 */
export function routesOf<Calls extends Record<string, CallDescriptor>>() {
  return <R extends { [K in keyof R]: K extends keyof Calls ? CallRouteFields : never }>(routes: R) =>
    routes as unknown as { readonly [K in keyof R]: K extends keyof Calls ? CallRoute<Calls[K]> : never };
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

export type CallParams<C> = Described<C> extends CallDescriptor<infer P, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined> ? In<P> : never;
export type CallQuery<C> = Described<C> extends CallDescriptor<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType | undefined> ? In<Q> : never;
export type CallBody<C> = Described<C> extends CallDescriptor<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType | undefined> ? In<B> : never;
export type CallResult<C> = Described<C> extends CallDescriptor<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R> ? Out<R> : never;

/** The server's view of the same call: what the handler receives after validation. */
export type ParsedParams<C> = Described<C> extends CallDescriptor<infer P, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined> ? Out<P> : never;
export type ParsedQuery<C> = Described<C> extends CallDescriptor<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType | undefined> ? Out<Q> : never;
export type ParsedBody<C> = Described<C> extends CallDescriptor<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType | undefined> ? Out<B> : never;
export type HandlerResult<C> = Described<C> extends CallDescriptor<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R> ? In<R> : never;

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
