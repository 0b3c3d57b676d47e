import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, describeFirstAdmin, settleFirstAdmin } from '@server/cli/first-admin';
import { seedDemo } from '@server/cli/seed-demo';
import type { Database } from '@server/db/client';
import { accounts } from '@server/db/schema';
import { verifyPassword } from '@server/core/auth/passwords';
import { openMigratedPglite } from './helpers/pglite-template';

const ENV = { email: 'Boss@Company.my', password: 'boss-password-2026' };
const NONE = { email: null, password: null };

describe('the first-admin step shared by start, seed-demo and create-admin', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigratedPglite();
  });
  afterAll(async () => database?.close());
  // Each case starts from a database without any account, as a first start does.
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE accounts, audit_log CASCADE`);
  });

  const admins = async () =>
    (await database.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.kind, 'admin'))).map((a) => a.email).sort();
  const signsIn = async (email: string, password: string) => {
    const [row] = await database.db.select().from(accounts).where(eq(accounts.email, email));
    return !!row && (await verifyPassword(password, row.passwordHash));
  };

  it('seed-demo before the first start leaves the first admin to ADMIN_EMAIL/ADMIN_PASSWORD, which start then honours', async () => {
    // seed-demo with nothing set: no generated admin of its own, only the demo team.
    const seeded = await settleFirstAdmin(database.db, NONE, { createDefault: false });
    expect(seeded).toEqual({ kind: 'left-for-start' });
    expect(describeFirstAdmin(seeded, null)).toMatch(/first admin is created when the server first starts/);
    await seedDemo(database.db);
    expect(await admins()).not.toContain(DEFAULT_ADMIN_EMAIL);

    const started = await settleFirstAdmin(database.db, ENV, { createDefault: true });
    expect(started).toEqual({ kind: 'created', admin: { email: 'boss@company.my', generatedPassword: null } });
    expect(await signsIn('boss@company.my', ENV.password)).toBe(true);

    // The next start finds that admin: nothing made, and the password not applied again, said so.
    const restarted = await settleFirstAdmin(database.db, { ...ENV, password: 'another-password' }, { createDefault: true });
    expect(restarted).toEqual({ kind: 'env-admin-exists', email: 'boss@company.my', passwordSet: true });
    expect(describeFirstAdmin(restarted, null)).toMatch(/already exists; ADMIN_PASSWORD was not applied/);
    expect(await signsIn('boss@company.my', ENV.password)).toBe(true);
  });

  it('seed-demo with ADMIN_EMAIL/ADMIN_PASSWORD set makes that first admin itself', async () => {
    expect(await settleFirstAdmin(database.db, ENV, { createDefault: false })).toMatchObject({ kind: 'created' });
    expect(await signsIn('boss@company.my', ENV.password)).toBe(true);
    expect(await settleFirstAdmin(database.db, NONE, { createDefault: true })).toEqual({ kind: 'nothing' });
  });

  it('set while the company already has another admin: nothing is made, and start says clearly they were not used', async () => {
    const first = await settleFirstAdmin(database.db, NONE, { createDefault: true });
    expect(first).toMatchObject({ kind: 'created', admin: { email: DEFAULT_ADMIN_EMAIL } });
    if (first.kind === 'created') expect(first.admin.generatedPassword).toMatch(/^[A-Za-z0-9]{16}$/);

    const outcome = await settleFirstAdmin(database.db, ENV, { createDefault: true });
    expect(outcome).toEqual({ kind: 'env-not-used', envEmail: 'boss@company.my', existingEmails: [DEFAULT_ADMIN_EMAIL] });
    const said = describeFirstAdmin(outcome, 'http://localhost:8080/');
    expect(said).toMatch(/ADMIN_EMAIL\/ADMIN_PASSWORD are set but were NOT used/);
    expect(said).toContain(DEFAULT_ADMIN_EMAIL);
    expect(said).toContain('create-admin -- --email boss@company.my');
    expect(await admins()).toEqual([DEFAULT_ADMIN_EMAIL]);
    // A password alone is not used either, and says so.
    expect(await settleFirstAdmin(database.db, { email: null, password: 'x-password-1' }, { createDefault: true })).toMatchObject({ kind: 'env-not-used', envEmail: null });
  });

  it('an ADMIN_EMAIL taken by a user who is not an admin is refused with a clear message', async () => {
    await database.db.insert(accounts).values({ accountNumber: '990001', kind: 'user', role: 'guest', name: 'Guest', email: 'boss@company.my' });
    await expect(settleFirstAdmin(database.db, ENV, { createDefault: true })).rejects.toThrow(/not an admin/);
    expect(await admins()).toEqual([]);
  });
});
