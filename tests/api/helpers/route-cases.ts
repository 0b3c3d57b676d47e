import type { TestApp } from './test-app';
import type { SeededUser, UserSeed } from './users';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Ctx {
  t: TestApp;
  /** A fresh admin the route may act on. */
  target: string;
  /** A fresh platform user the route may act on. */
  user: SeededUser;
  /** Whatever a route's `prepare` made (a file, a submission, an email). */
  extra: Record<string, string>;
}

export interface RouteCase {
  method: Method;
  /** As in the OpenAPI document. */
  path: string;
  code: number;
  okStatus: number;
  /** The user made for each test of this route (a pending rider unless said otherwise). */
  user?: UserSeed;
  prepare?(ctx: Ctx): Promise<void>;
  request(ctx: Ctx): { url: string; payload?: object | Buffer; headers?: Record<string, string> };
  /** Checks after a refused call what the shared snapshot does not cover, that nothing was done. */
  refused?(ctx: Ctx): Promise<void>;
  /** Checks after a successful call that the work was done. */
  done(ctx: Ctx, res: { json(): unknown; rawPayload: Buffer }): Promise<void>;
}

/**
 * One area's rows of the permission gate (tests/api/permissions.test.ts), in tests/api/permissions/<area>.cases.ts:
 * the gate finds every such file, so a new area adds its own file and edits no central table.
 */
export interface AreaRouteCases {
  /** Routes that need one permission code each. */
  routes: readonly RouteCase[];
  /** Routes any signed-in admin may call whatever codes they hold, and an owner may not. */
  anyAdmin?: readonly Omit<RouteCase, 'code'>[];
  /** `METHOD /path` of routes any signed-in account may call. */
  signedInOnly?: readonly string[];
  /** `METHOD /path` of routes that need no sign-in at all. */
  public?: readonly string[];
}

/** What a call declares that its case needs (`users.decideApproval`, a route of src/shared/contracts/plain). */
interface DeclaredCall {
  method: Method;
  path: string;
  permission: number | 'signed-in' | 'public';
  status?: number;
}

/**
 * A permission-gate row from the call it tests: method, path (`:id` as the OpenAPI document writes it, `{id}`), code and
 * success status come from the declaration, so a decision's row says only what it sends and what it checks.
 */
export function caseOf(call: DeclaredCall, rest: Omit<RouteCase, 'method' | 'path' | 'code' | 'okStatus'>): RouteCase {
  if (typeof call.permission !== 'number') throw new Error(`${call.path} asks for no permission code`);
  return { method: call.method, path: call.path.replace(/:(\w+)/g, '{$1}'), code: call.permission, okStatus: call.status ?? 200, ...rest };
}
