import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ServicePackageDetail, ServicePackageList } from '@shared/contracts/service-packages';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { auditRowsFor, body, expectFieldErrors, expectMessage } from './helpers/fixtures';
import { createPackage, createUnit, packageBody, thisMonth } from './helpers/portfolio';

/** 20% of the month's basis up to RM 10,000, 15% above. */
const TWO_BANDS = [{ uptoSen: 1_000_000, rateBp: 2000 }, { uptoSen: null, rateBp: 1500 }];
const tiered = (overrides: Record<string, unknown> = {}) => packageBody({ rateBp: 2000, tiers: TWO_BANDS, ...overrides });

interface Conflict<T> {
  message: string;
  current: T;
}

/** Tiered management fees on a package version (issue 28 "Fees"): stored with the version, checked, never rewritten once used. */
describe.each(BACKENDS)('service package tiers on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, key?: string) =>
    t.request({ method, url, payload, token: t.rootToken, headers: key ? { 'idempotency-key': key } : {} });

  it('stores the bands with the version and returns them on the record and the list; a flat package has none', async () => {
    const pkg = await createPackage(t, { rateBp: 2000, tiers: TWO_BANDS });
    expect(pkg.current).toMatchObject({ versionNumber: 1, rateBp: 2000, tiers: TWO_BANDS });
    expect(pkg.versions[0].tiers).toEqual(TWO_BANDS);
    const again = body<ServicePackageDetail>(await send('GET', `/api/service-packages/${pkg.id}`));
    expect(again.current.tiers).toEqual(TWO_BANDS);
    const list = body<ServicePackageList>(await send('GET', listUrl('/api/service-packages/aggregation', { filter: { search: pkg.name } })));
    expect(list.servicePackages.map((p) => p.current.tiers)).toEqual([TWO_BANDS]);

    // Left out or null, a package is flat as before tiers existed.
    expect((await createPackage(t)).current.tiers).toBeNull();
    expect((await createPackage(t, { tiers: null })).current.tiers).toBeNull();
  });

  it('answers 400 naming each bad band: bounds not rising, a last band that is not open, an open one before it, counts, rates', async () => {
    const post = (overrides: Record<string, unknown>) => send('POST', '/api/service-packages', tiered(overrides));
    const falling = [{ uptoSen: 1_000_000, rateBp: 2000 }, { uptoSen: 1_000_000, rateBp: 1800 }, { uptoSen: null, rateBp: 1500 }];
    expect(expectFieldErrors(await post({ tiers: falling }), ['tiers.1.uptoSen']).errors[0].message).toMatch(/above the previous band/);
    expectFieldErrors(await post({ tiers: [{ uptoSen: 1_000_000, rateBp: 2000 }, { uptoSen: 2_000_000, rateBp: 1500 }] }), ['tiers.1.uptoSen']);
    expectFieldErrors(await post({ tiers: [{ uptoSen: null, rateBp: 2000 }, { uptoSen: null, rateBp: 1500 }] }), ['tiers.0.uptoSen']);
    expectFieldErrors(await post({ tiers: [] }), ['tiers']);
    const six = [100, 200, 300, 400, 500].map((uptoSen) => ({ uptoSen, rateBp: 2000 }));
    expectFieldErrors(await post({ tiers: [...six, { uptoSen: null, rateBp: 1000 }] }), ['tiers']);
    expectFieldErrors(await post({ tiers: [{ uptoSen: 0, rateBp: 2000 }, { uptoSen: null, rateBp: 10_001 }] }), ['tiers.0.uptoSen', 'tiers.1.rateBp']);
    expectFieldErrors(await post({ tiers: [{ uptoSen: 1.5, rateBp: 2000 }, { uptoSen: null, rateBp: 1500, extra: 1 }] }), ['tiers.0.uptoSen', 'tiers.1']);
    expectFieldErrors(await post({ tiers: 'tiered' }), ['tiers']);
    // The rate is the first band's: a different one is refused on the rate.
    const mismatch = expectFieldErrors(await post({ rateBp: 2500 }), ['rateBp']);
    expect(mismatch.errors[0]).toMatchObject({ code: 'tier_rate_mismatch' });
    expect(mismatch.errors[0].message).toMatch(/first band's \(2000 bp\)/);
    // One open band is allowed: it is the flat rate said as a band.
    expect((await send('POST', '/api/service-packages', tiered({ tiers: [{ uptoSen: null, rateBp: 2000 }] }))).statusCode).toBe(201);
  });

  it('rewrites the bands of a package no unit has used, keeps them on a rename, and keeps rate and first band agreeing', async () => {
    const pkg = await createPackage(t);
    const banded = await send('PATCH', `/api/service-packages/${pkg.id}`, { rateBp: 2000, tiers: TWO_BANDS, version: 1 });
    expect(body<ServicePackageDetail>(banded).current).toMatchObject({ versionNumber: 1, tiers: TWO_BANDS });
    const renamed = await send('PATCH', `/api/service-packages/${pkg.id}`, { name: `${pkg.name} tiered` });
    expect(body<ServicePackageDetail>(renamed).current.tiers).toEqual(TWO_BANDS);
    // A rate alone that is not the first band's, or bands alone: the terms they would make disagree.
    expect(expectFieldErrors(await send('PATCH', `/api/service-packages/${pkg.id}`, { rateBp: 2500 }), ['rateBp']).errors[0].message).toMatch(/first band/);
    expectFieldErrors(await send('PATCH', `/api/service-packages/${pkg.id}`, { tiers: TWO_BANDS }), ['rateBp']);
    // Dropping the bands makes it flat again.
    const flat = await send('PATCH', `/api/service-packages/${pkg.id}`, { tiers: null });
    expect(body<ServicePackageDetail>(flat).current).toMatchObject({ rateBp: 2000, tiers: null });
    expect((await auditRowsFor(t.database.db, pkg.id)).map((r) => r.action)).toEqual([
      'service-package.create', 'service-package.edit', 'service-package.edit', 'service-package.edit',
    ]);
  });

  it('answers 409 to a PATCH that would change the bands of a package in use, and takes them as a new version', async () => {
    const pkg = await createPackage(t, { effectiveMonth: '2025-01', rateBp: 2000, tiers: TWO_BANDS });
    await createUnit(t, { servicePackageId: pkg.id, packageFromMonth: '2025-02' });
    const richer = [{ uptoSen: 500_000, rateBp: 2000 }, { uptoSen: null, rateBp: 1800 }];
    const rewrite = await send('PATCH', `/api/service-packages/${pkg.id}`, { rateBp: 2000, tiers: richer });
    expectMessage(rewrite, 409, /never edited.*new version/);
    expect(body<Conflict<ServicePackageDetail>>(rewrite).current.current.tiers).toEqual(TWO_BANDS);
    expectMessage(await send('PATCH', `/api/service-packages/${pkg.id}`, { tiers: null }), 409, /never edited/);
    // The same bands sent again are no change of terms: the rename goes through.
    const same = await send('PATCH', `/api/service-packages/${pkg.id}`, { rateBp: 2000, tiers: TWO_BANDS, name: `${pkg.name} (in use)` });
    expect(body<ServicePackageDetail>(same).name).toBe(`${pkg.name} (in use)`);

    const terms = { feeBasis: 'gross', rateBp: 2000, tiers: richer, minimumMonthlyFeeSen: 30_000, cleaningPassThrough: true, expenseMarkupBp: 1000 };
    const key = `tiers-version-${pkg.id}`;
    const added = await send('POST', `/api/service-packages/${pkg.id}/versions`, { ...terms, effectiveMonth: thisMonth() }, key);
    expect(added.statusCode, added.body).toBe(201);
    expect((await send('POST', `/api/service-packages/${pkg.id}/versions`, { ...terms, effectiveMonth: thisMonth() }, key)).headers['idempotent-replayed']).toBe('true');
    const record = body<ServicePackageDetail>(await send('GET', `/api/service-packages/${pkg.id}`));
    expect(record.versions.map((v) => [v.versionNumber, v.tiers])).toEqual([[1, TWO_BANDS], [2, richer]]);
    expectFieldErrors(await send('POST', `/api/service-packages/${pkg.id}/versions`, { ...terms, rateBp: 1800, effectiveMonth: thisMonth() }), ['rateBp']);
    // A new version may go back to a flat rate.
    const month = thisMonth();
    const next = `${Number(month.slice(0, 4)) + (month.endsWith('12') ? 1 : 0)}-${String((Number(month.slice(5)) % 12) + 1).padStart(2, '0')}`;
    const flat = await send('POST', `/api/service-packages/${pkg.id}/versions`, { ...terms, rateBp: 1500, tiers: null, effectiveMonth: next });
    expect(body<ServicePackageDetail>(flat).current).toMatchObject({ versionNumber: 3, rateBp: 1500, tiers: null });
  });

  it('refuses in the database a version whose bands are malformed or disagree with its rate', async () => {
    const pkg = await createPackage(t, { rateBp: 2000, tiers: TWO_BANDS });
    const id = pkg.current.id;
    const set = (tiers: unknown, rate = 2000) =>
      t.database.db.execute(sql`update service_package_versions set tiers = ${JSON.stringify(tiers)}::jsonb, rate_bp = ${rate} where id = ${id}`);
    await expect(set(TWO_BANDS, 2100)).rejects.toThrow();
    await expect(set([{ uptoSen: 1_000_000, rateBp: 2000 }, { uptoSen: 900_000, rateBp: 1500 }, { uptoSen: null, rateBp: 1000 }])).rejects.toThrow();
    await expect(set([{ uptoSen: 1_000_000, rateBp: 2000 }, { uptoSen: 2_000_000, rateBp: 1500 }])).rejects.toThrow();
    await expect(set([{ uptoSen: null, rateBp: 2000 }, { uptoSen: null, rateBp: 1500 }])).rejects.toThrow();
    await expect(set([{ uptoSen: 0, rateBp: 2000 }, { uptoSen: null, rateBp: 1500 }])).rejects.toThrow();
    await expect(set([{ uptoSen: 100, rateBp: 2000 }, { uptoSen: null, rateBp: 20_000 }])).rejects.toThrow();
    await expect(set([])).rejects.toThrow();
    await expect(set({ uptoSen: null, rateBp: 2000 })).rejects.toThrow();
    // What the contract accepts, the database does too.
    await set([{ uptoSen: 100, rateBp: 2000 }, { uptoSen: 200, rateBp: 1500 }, { uptoSen: null, rateBp: 1000 }]);
    const stored = body<ServicePackageDetail>(await send('GET', `/api/service-packages/${pkg.id}`));
    expect(stored.current.tiers).toEqual([{ uptoSen: 100, rateBp: 2000 }, { uptoSen: 200, rateBp: 1500 }, { uptoSen: null, rateBp: 1000 }]);
  });
});
