import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';
import { PERMISSION_AREAS } from '@shared/permissions';
import { ACCOUNT_ENTITY } from '@server/core/audit/entities';
import { AREAS } from '@app/shell/areas';

/**
 * One area, one name (issue 26, item 3; docs/architecture.md "Names"): an area's app folder
 * `src/app/features/<area>`, contract `src/shared/contracts/<area>.ts`, server module `src/server/modules/<area>`,
 * locale namespace `locales/<lang>/<area>.json` and the first segment of its API paths `/api/<area>` are one word;
 * a record type (audit entity, cache type) is `<area>.<record>`.
 */

const ROOT = path.resolve(__dirname, '../../..');
const dirsIn = (dir: string) => readdirSync(path.join(ROOT, dir)).filter((f) => statSync(path.join(ROOT, dir, f)).isDirectory());
const filesIn = (dir: string, ext: string) => readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith(ext)).map((f) => f.slice(0, -ext.length));

/** App areas with no server calls of their own: they have no contract and no module. */
const APP_ONLY: Record<string, string> = {
  outbox: 'the device’s queue of decisions; nothing on the server',
  portal: 'the owner portal calls the owners’ records through the other areas’ calls, scoped on the server',
  settings: 'personal settings use the shared accounts calls (/api/account/settings)',
};

/** Server areas whose app screens are still to come: their modules, contracts and audit entities count as an area's. */
const SERVER_ONLY: Record<string, string> = {
  'owner-statements': 'owner statements (issue 28): fees, the monthly run, approval and sending; the screens and the PDF come next',
};

/** Server modules and contracts that belong to no app area. */
const SHARED: Record<string, string> = {
  ...SERVER_ONLY,
  accounts: 'the signed-in account and password resets, for every kind of account',
  audit: 'the audit log every area writes to',
  files: 'uploaded files, served for every area',
  health: 'liveness for load balancers',
  call: 'defineCall and the descriptor types (contracts only)',
  common: 'schemas every contract shares (contracts only)',
  'early-paths': 'paths the shell needs before any area loads (contracts only)',
};

/** Locale namespaces that belong to no area. */
const SHARED_WORDS: Record<string, string> = {
  common: 'words every screen uses (buttons, states)',
  kit: 'the area kit’s own words',
  menu: 'menu labels, loaded with the sign-in page',
  offline: 'the offline badge, stale data and sync words',
  permissions: 'permission code names, shown by administrators and settings',
};

/**
 * Paths that do not start with `/api/<area>` because SPEC.md §7 fixes them, or DESIGN.md §11 names them by record:
 * the area and the path prefix, with the reason.
 */
const PATH_EXCEPTIONS: Record<string, Record<string, string>> = {
  auth: { '/api/account/admin': 'SPEC §7: the signed-in profile' },
  users: {
    '/user-mgmt/': 'SPEC §7: the older user-management calls',
    '/api/auth/register-new-user': 'SPEC §7: registering a user',
    '/api/account/': 'SPEC §7: editing and erasing a user account',
    '/api/change-contact-submissions': 'SPEC §7: contact-change submissions',
  },
  administrators: { '/user-mgmt/': 'SPEC §7: change-admin-permission, check-email-available' },
  listings: {
    '/api/properties': 'DESIGN §11: listings are called by record',
    '/api/room-types': 'DESIGN §11: listings are called by record',
    '/api/units': 'DESIGN §11: listings are called by record',
  },
  'free-stay': {
    '/api/free-stay-requests': 'DESIGN §11: requests by record',
    '/api/free-stay-quotas': 'DESIGN §11: quotas by record',
  },
  owners: { '/api/owner-bank-changes/': 'DESIGN §11: a bank change is decided by its own id' },
  integration: { '/api/ical/': 'DESIGN §11: the public feed, by secret, as channels expect it' },
};

const KEBAB = /^[a-z]+(?:-[a-z]+)*$/;
const appAreas = dirsIn('src/app/features');
const serverAreas = appAreas.filter((a) => !(a in APP_ONLY));

/** Why a record type breaks the rule, or null when it keeps it. */
function entityProblem(entity: string, areas: readonly string[]): string | null {
  const [area, record, ...rest] = entity.split('.');
  if (rest.length || !record || !KEBAB.test(area) || !KEBAB.test(record)) return `${entity} is not <area>.<record> in kebab-case`;
  if (!areas.includes(area)) return `${entity} names no area (${area})`;
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
}

/** Every audit entity name spelled in the server: `entity: '…'`, `ENTITY = '…'`, and the last-change readers. */
function auditEntities(): { file: string; entity: string }[] {
  const patterns = [/\bentity: '([^']+)'/g, /\bENTITY = '([^']+)'/g, /\b(?:lastChangeOf|lastDecisionOf)\(\w+, '([^']+)'/g, /auditLog\.entity, '([^']+)'/g, /\baudit\('[^']+', '([^']+)'/g];
  const found: { file: string; entity: string }[] = [];
  for (const file of sourceFiles('src/server')) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push({ file, entity: m[1] });
  }
  return found;
}

const contracts = import.meta.glob<Record<string, unknown>>('../../../src/shared/contracts/*.ts');

async function pathsOf(area: string): Promise<string[]> {
  const mod = await contracts[`../../../src/shared/contracts/${area}.ts`]();
  const paths: string[] = [];
  for (const value of Object.values(mod)) {
    if (!value || typeof value !== 'object') continue;
    for (const call of Object.values(value as Record<string, unknown>)) {
      if (call && typeof call === 'object' && 'method' in call && 'path' in call && typeof call.path === 'string') paths.push(call.path);
    }
  }
  return paths;
}

describe('one area, one name', () => {
  it('every app area folder is a declared area of the same name, with a known permission key', () => {
    expect(AREAS.map((a) => a.name).sort()).toEqual([...appAreas].sort());
    const keys = PERMISSION_AREAS.map((p) => p.key as string);
    for (const area of AREAS) if (area.permission) expect(keys, `${area.name}'s permission key`).toContain(area.permission);
  });

  it.each(serverAreas)('%s has a contract, a server module and words of the same name', (area) => {
    expect(existsSync(path.join(ROOT, 'src/shared/contracts', `${area}.ts`)), `contracts/${area}.ts`).toBe(true);
    expect(existsSync(path.join(ROOT, 'src/server/modules', area)), `modules/${area}`).toBe(true);
  });

  it.each(appAreas)('%s has its locale namespace in every language', (area) => {
    for (const lang of LANGUAGES) expect(existsSync(path.join(ROOT, 'src/app/locales', lang, `${area}.json`)), `${lang}/${area}.json`).toBe(true);
  });

  it('every server module and contract is an area or listed as shared, with its reason', () => {
    const known = new Set([...serverAreas, ...Object.keys(SHARED)]);
    expect(dirsIn('src/server/modules').filter((m) => !known.has(m))).toEqual([]);
    expect(filesIn('src/shared/contracts', '.ts').filter((c) => !known.has(c))).toEqual([]);
  });

  it('every locale namespace is an area or listed as shared, and each language has the same ones', () => {
    const known = new Set([...appAreas, ...Object.keys(SHARED_WORDS)]);
    const [first, ...others] = LANGUAGES.map((lang) => filesIn(`src/app/locales/${lang}`, '.json').sort());
    expect(first.filter((ns) => !known.has(ns))).toEqual([]);
    for (const other of others) expect(other).toEqual(first);
  });

  it.each(serverAreas)('every call of %s is under /api/<area>, or a listed exception', async (area) => {
    const allowed = Object.keys(PATH_EXCEPTIONS[area] ?? {});
    const paths = await pathsOf(area);
    expect(paths.length).toBeGreaterThan(0);
    const stray = paths.filter((p) => !(p === `/api/${area}` || p.startsWith(`/api/${area}/`) || allowed.some((prefix) => p.startsWith(prefix))));
    expect(stray).toEqual([]);
  });

  it('every audit entity the server writes or reads is <area>.<record> with a known area', () => {
    const found = auditEntities();
    expect(found.length).toBeGreaterThan(20);
    const names = [...found.map((f) => ({ where: f.file, entity: f.entity })), ...Object.values(ACCOUNT_ENTITY).map((entity) => ({ where: 'ACCOUNT_ENTITY', entity }))];
    const problems = names.map(({ where, entity }) => [where, entityProblem(entity, [...serverAreas, ...Object.keys(SERVER_ONLY)])]).filter(([, problem]) => problem !== null);
    expect(problems).toEqual([]);
  });

  it('the entity check refuses the old spellings and unknown areas', () => {
    expect(entityProblem('credit_request', serverAreas)).toMatch(/not <area>.<record>/);
    expect(entityProblem('account', serverAreas)).toMatch(/not <area>.<record>/);
    expect(entityProblem('listings.room_type', serverAreas)).toMatch(/not <area>.<record>/);
    expect(entityProblem('holiday.day', serverAreas)).toMatch(/names no area/);
    expect(entityProblem('free-stay.request', serverAreas)).toBeNull();
  });
});
