import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './server';

/** The server's own answer, to check that what the screen said is what happened. */
export async function apiAs(baseUrl: string, email = E2E_ADMIN_EMAIL, password = E2E_ADMIN_PASSWORD) {
  const res = await fetch(`${baseUrl}api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await res.json()) as { token: string };
  return async <T>(path: string): Promise<T> => {
    const r = await fetch(`${baseUrl}${path.replace(/^\//, '')}`, { headers: { authorization: token } });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };
}

/** A running server, or its base URL (ending with '/'). */
export type ServerRef = string | { url: string };
const baseOf = (server: ServerRef) => (typeof server === 'string' ? server : server.url);

/** Signs in through the API and returns the token (what the app sends as `Authorization`). */
export async function loginToken(server: ServerRef, email = E2E_ADMIN_EMAIL, password = E2E_ADMIN_PASSWORD): Promise<string> {
  const res = await fetch(`${baseOf(server)}api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One call straight to the server as a signed-in admin; a JSON body when given. Never throws on a 4xx/5xx. */
export async function callAs<T = unknown>(
  server: ServerRef,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const res = await fetch(`${baseOf(server)}${path.replace(/^\//, '')}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // plain text, e.g. "Unauthorized"
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export interface AuditEntryView {
  id: number;
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  viaOutbox: boolean;
  /** What the app claimed about how it queued the change. */
  client: { queuedAt: string | null; queuedOffline: boolean | null } | null;
}

/**
 * Audit entries as `GET /api/audit` lists them (needs the admin-view code), oldest first: what the
 * server actually did, to count side effects (one approval, not two).
 */
export async function auditEntries(
  server: ServerRef,
  token: string,
  filter: { entity: string; entityId?: string; action?: string; actorId?: string },
): Promise<AuditEntryView[]> {
  const out: AuditEntryView[] = [];
  for (let page = 1; ; page++) {
    const q = new URLSearchParams({
      filter: JSON.stringify(filter),
      sort: JSON.stringify({ at: 'asc' }),
      pagination: JSON.stringify({ limit: 100, currentPage: page }),
    });
    const res = await callAs<{ totalCount: number; entries: AuditEntryView[] }>(server, token, 'GET', `api/audit?${q}`);
    if (res.status !== 200) throw new Error(`GET /api/audit: ${res.status} ${JSON.stringify(res.body)}`);
    out.push(...res.body.entries);
    if (!res.body.entries.length || out.length >= res.body.totalCount) return out;
  }
}

export interface CreatedUser {
  id: string;
  accountNumber: string;
  name: string;
  email: string;
  phone: string;
}

let created = 0;
/** Seven digits, from a random start, so two test processes on one server do not pick the same numbers. */
const PHONE_BASE = 1_000_000 + Math.floor(Math.random() * 8_000_000);

/**
 * `n` new platform users registered through the real API (POST /api/auth/register-new-user, as the
 * app's form sends it). New users wait for approval, so each is pending; riders also wait for
 * their identity check.
 */
export async function createPendingUsers(
  server: ServerRef,
  token: string,
  n: number,
  options: { role?: 'guest' | 'owner' | 'agent' | 'rider' | 'buyer'; namePrefix?: string } = {},
): Promise<CreatedUser[]> {
  const out: CreatedUser[] = [];
  const run = Date.now().toString(36);
  for (let i = 0; i < n; i++) {
    created += 1;
    const unique = `${run}${created}`;
    const fields = {
      name: `${options.namePrefix ?? 'Pending Guest'} ${created} ${run.slice(-4)}`,
      email: `pending-${unique}@stayops.test`,
      // A Malaysian mobile number: +6012 and seven digits, different for every user of this process.
      phone: `+6012${PHONE_BASE + created}`,
      country: 'MY',
      role: options.role ?? 'guest',
    };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(`${baseOf(server)}api/auth/register-new-user`, { method: 'POST', headers: { authorization: token }, body: form });
    const body = (await res.json()) as { id: string; accountNumber: string; name: string; email: string; phone: string; approvalStatus: string };
    if (res.status !== 201) throw new Error(`register-new-user: ${res.status} ${JSON.stringify(body)}`);
    if (body.approvalStatus !== 'pending') throw new Error(`a new user should be pending, got ${body.approvalStatus}`);
    out.push({ id: body.id, accountNumber: body.accountNumber, name: body.name, email: body.email, phone: body.phone });
  }
  return out;
}

let adminsCreated = 0;

/** A second admin, registered by the first through the real API; returns their id and token. */
export async function createAdminWithToken(
  server: ServerRef,
  token: string,
  name: string,
  permissions: number[],
): Promise<{ id: string; email: string; password: string; token: string }> {
  adminsCreated += 1;
  const email = `admin-${Date.now().toString(36)}-${adminsCreated}@stayops.test`;
  const password = `second-admin-password-${adminsCreated}`;
  const phone = `+6013${(2_000_000 + Math.floor(Math.random() * 7_000_000)).toString()}`;
  const res = await callAs<{ id: string }>(server, token, 'POST', '/api/administrators', { name, email, phone, password, permissions });
  if (res.status !== 201 && res.status !== 200) throw new Error(`create admin: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, email, password, token: await loginToken(server, email, password) };
}
