import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@shared/contracts/companies';
import type { ListingSummary, RoomType, UnitDetail, UnitList } from '@shared/contracts/listings';
import type { ServicePackageDetail } from '@shared/contracts/service-packages';
import { P } from '@shared/permissions';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { auditRowsFor, body, expectFieldErrors, expectMessage } from './helpers/fixtures';
import { PDF, TEXT, multipart } from './helpers/users';
import {
  companyBody, createCompany, createOwner, createPackage, createProperty, createRoomType, createUnit, packageBody, thisMonth, today,
} from './helpers/portfolio';

const MISSING = '00000000-0000-4000-8000-000000000000';

interface Conflict<T> {
  message: string;
  current: T;
}

/** Companies, service packages and the listing tree: the rules beyond the permission table's 401/403/success. */
describe.each(BACKENDS)('portfolio on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, key?: string) =>
    t.request({ method, url, payload, token: t.rootToken, headers: key ? { 'idempotency-key': key } : {} });

  describe('companies', () => {
    it('creates once under one Idempotency-Key, refuses a second company with the same SSM number, and audits', async () => {
      const payload = companyBody();
      const first = await send('POST', '/api/companies', payload, 'company-create-1');
      const again = await send('POST', '/api/companies', payload, 'company-create-1');
      expect(first.statusCode, first.body).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(body<Company>(again).id).toBe(body<Company>(first).id);
      expectMessage(await send('POST', '/api/companies', payload), 409, /SSM/);
      expect((await auditRowsFor(t.database.db, body<Company>(first).id)).map((r) => r.action)).toEqual(['company.create']);
    });

    it('answers 400 naming the bad fields, and 404 for an unknown company', async () => {
      expectFieldErrors(await send('POST', '/api/companies', companyBody({ postcode: '123', state: 'MY-99', bankName: 'Bank of Nowhere' })), [
        'postcode', 'state', 'bankName',
      ]);
      expectFieldErrors(await send('POST', '/api/companies', companyBody({ surprise: 1 })), ['body']);
      expectMessage(await send('GET', `/api/companies/${MISSING}`), 404);
      expectMessage(await send('PATCH', `/api/companies/${MISSING}`, { city: 'Ipoh' }), 404);
      expectMessage(await send('GET', listUrl('/api/companies/aggregation', { filter: { owner: 'x' } })), 400, /owner/);
    });

    it('edits against the version seen (409 with the company as it is), and is deactivated only without properties', async () => {
      const company = await createCompany(t);
      expect((await send('PATCH', `/api/companies/${company.id}`, { city: 'Ipoh', version: 1 })).statusCode).toBe(200);
      const stale = await send('PATCH', `/api/companies/${company.id}`, { city: 'Klang', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(body<Conflict<Company>>(stale).current).toMatchObject({ city: 'Ipoh', version: 2 });
      await createProperty(t, company.id);
      const refused = await send('PATCH', `/api/companies/${company.id}`, { active: false });
      expectMessage(refused, 409, /operates 1 properties/);
      const spare = await createCompany(t);
      expect(body<Company>(await send('PATCH', `/api/companies/${spare.id}`, { active: false }))).toMatchObject({ active: false });
      const onInactive = await send('POST', '/api/properties', { ...propertyPayload(spare.id) });
      expectFieldErrors(onInactive, ['companyId']);
    });

    it('takes a logo sniffed by content: an image, never a PDF or a file that only claims to be one', async () => {
      const company = await createCompany(t);
      const upload = (content: Buffer, filename: string) =>
        t.request({ method: 'POST', url: `/api/companies/${company.id}/logo`, token: t.rootToken, ...multipart({}, [{ field: 'logo', filename, content }]) });
      expectFieldErrors(await upload(PDF, 'logo.pdf'), ['logo']);
      expectFieldErrors(await upload(TEXT, 'logo.png'), ['logo']);
      expectFieldErrors(await t.request({ method: 'POST', url: `/api/companies/${company.id}/logo`, token: t.rootToken, ...multipart({ x: 'y' }) }), ['logo']);
      expectMessage(await send('GET', `/api/companies/${company.id}/logo`), 404);
    });
  });

  function propertyPayload(companyId: string) {
    return { name: 'Sri Penang Suites', companyId, addressLine1: '8 Lebuh Pantai', postcode: '10300', city: 'George Town', state: 'MY-07', checkInTime: '15:00', checkOutTime: '11:00' };
  }

  describe('service packages', () => {
    it('edits the terms of a package no unit has used, but answers 409 to a PATCH that would rewrite a used one', async () => {
      const pkg = await createPackage(t);
      const edited = await send('PATCH', `/api/service-packages/${pkg.id}`, { rateBp: 2200, version: 1 });
      expect(body<ServicePackageDetail>(edited)).toMatchObject({ current: { rateBp: 2200, versionNumber: 1 }, version: 2 });

      const unit = await createUnit(t, { servicePackageId: pkg.id });
      expect(unit.servicePackageId).toBe(pkg.id);
      const rewrite = await send('PATCH', `/api/service-packages/${pkg.id}`, { rateBp: 1500, feeBasis: 'net_of_commission' });
      expectMessage(rewrite, 409, /never edited.*new version/);
      expect(body<Conflict<ServicePackageDetail>>(rewrite).current.current).toMatchObject({ rateBp: 2200, feeBasis: 'gross' });
      // Its name is not what a fee is computed from: that still changes.
      expect(body<ServicePackageDetail>(await send('PATCH', `/api/service-packages/${pkg.id}`, { name: `${pkg.name} (2025)` })).name).toBe(`${pkg.name} (2025)`);
      // Nor can it be deactivated while a unit is on it.
      expectMessage(await send('PATCH', `/api/service-packages/${pkg.id}`, { active: false }), 409, /unit\(s\) are on this package/);
    });

    it('changes terms by a new version from a month after the latest, never in the past; the record shows every version', async () => {
      const pkg = await createPackage(t, { effectiveMonth: '2025-01' });
      await createUnit(t, { servicePackageId: pkg.id, packageFromMonth: '2025-03' });
      const terms = { feeBasis: 'accommodation_only', rateBp: 1800, minimumMonthlyFeeSen: null, cleaningPassThrough: false, expenseMarkupBp: 500 };
      const added = await send('POST', `/api/service-packages/${pkg.id}/versions`, { ...terms, effectiveMonth: thisMonth() }, `version-${pkg.id}`);
      expect(added.statusCode, added.body).toBe(201);
      const repeat = await send('POST', `/api/service-packages/${pkg.id}/versions`, { ...terms, effectiveMonth: thisMonth() }, `version-${pkg.id}`);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      const record = body<ServicePackageDetail>(await send('GET', `/api/service-packages/${pkg.id}`));
      expect(record.versions.map((v) => [v.versionNumber, v.effectiveMonth, v.rateBp])).toEqual([[1, '2025-01', 2000], [2, thisMonth(), 1800]]);
      expect(record.current).toMatchObject({ versionNumber: 2, feeBasis: 'accommodation_only', minimumMonthlyFeeSen: null });
      expect(record).toMatchObject({ unitsEverUsing: 1, unitsUsing: 1 });
      expectMessage(await send('POST', `/api/service-packages/${pkg.id}/versions`, { ...terms, effectiveMonth: thisMonth() }), 409, /after the latest/);
      expectFieldErrors(await send('POST', `/api/service-packages/${pkg.id}/versions`, { ...terms, effectiveMonth: '2020-01' }), ['effectiveMonth']);
      expect((await auditRowsFor(t.database.db, pkg.id)).map((r) => r.action)).toEqual(['service-package.create', 'service-package.version']);
    });

    it('answers 400 for rates outside 0–10000 bp, negative fees, unknown bases and a bad month; 409 for a taken name', async () => {
      expectFieldErrors(await send('POST', '/api/service-packages', packageBody({ rateBp: 10_001, minimumMonthlyFeeSen: -1, feeBasis: 'net', effectiveMonth: '2025-13' })), [
        'rateBp', 'minimumMonthlyFeeSen', 'feeBasis', 'effectiveMonth',
      ]);
      const pkg = await createPackage(t);
      expectMessage(await send('POST', '/api/service-packages', packageBody({ name: pkg.name.toUpperCase() })), 409, /name/);
      expectMessage(await send('GET', listUrl('/api/service-packages/aggregation', { filter: { feeBasis: 'x' } })), 400, /feeBasis/);
      const gross = body<{ servicePackages: { id: string }[] }>(await send('GET', listUrl('/api/service-packages/aggregation', { filter: { feeBasis: 'gross' }, pagination: { limit: 100 } })));
      expect(gross.servicePackages.map((p) => p.id)).toContain(pkg.id);
    });
  });

  describe('listings', () => {
    it('keeps unit numbers unique per property (upper-cased), and a unit within its own property', async () => {
      const roomType = await createRoomType(t);
      const other = await createRoomType(t);
      const unit = await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'c-10-01' });
      expect(unit.unitNumber).toBe('C-10-01');
      expectMessage(await send('POST', '/api/units', { roomTypeId: roomType.id, unitNumber: 'C-10-01' }), 409, /already has a unit/);
      expect((await send('POST', '/api/units', { roomTypeId: other.id, unitNumber: 'C-10-01' })).statusCode).toBe(201);
      expectFieldErrors(await send('PATCH', `/api/units/${unit.id}`, { roomTypeId: other.id }), ['roomTypeId']);
      expectFieldErrors(await send('POST', '/api/units', { roomTypeId: roomType.id, unitNumber: 'A 12 03', status: 'sold' }), ['unitNumber', 'status']);
      expectFieldErrors(await send('POST', '/api/units', { roomTypeId: MISSING, unitNumber: 'A-1' }), ['roomTypeId']);
      expectFieldErrors(await send('POST', '/api/room-types', { propertyId: roomType.propertyId, name: 'x', bedrooms: -1, bathrooms: 1.5, maxGuests: 0, baseNightlyRateSen: 1.5, cleaningFeeSen: 0 }), [
        'bedrooms', 'bathrooms', 'maxGuests', 'baseNightlyRateSen',
      ]);
      expectFieldErrors(await send('POST', '/api/properties', { ...propertyPayload(MISSING), state: 'Selangor', checkInTime: '3pm' }), ['state', 'checkInTime']);
      expectMessage(await send('POST', '/api/room-types', { propertyId: roomType.propertyId, name: roomType.name.toLowerCase(), bedrooms: 1, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 1, cleaningFeeSen: 0 }), 409);
    });

    it('changes the owner on a date: the old ownership ends, the new one begins, history kept and audited', async () => {
      const [first, second] = [await createOwner(t), await createOwner(t)];
      const unit = await createUnit(t, { ownerId: first.id, ownedFrom: '2024-02-01' });
      const change = (ownerId: string | null, from: string, expected?: string | null, key?: string) =>
        send('POST', `/api/units/${unit.id}/owner`, { ownerId, from, ...(expected !== undefined ? { expected } : {}) }, key);

      expectMessage(await change(second.id, '2024-01-15', first.id), 409, /began on 2024-02-01/);
      const stale = await change(second.id, today(), MISSING);
      expect(stale.statusCode).toBe(409);
      expect(body<Conflict<UnitDetail>>(stale).current.ownerId).toBe(first.id);

      const moved = await change(second.id, '2025-06-01', first.id, `owner-${unit.id}`);
      expect(moved.statusCode, moved.body).toBe(200);
      const again = await change(second.id, '2025-06-01', first.id, `owner-${unit.id}`);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(body<UnitDetail>(moved).ownerships.map((o) => [o.ownerId, o.from, o.to])).toEqual([
        [second.id, '2025-06-01', null],
        [first.id, '2024-02-01', '2025-06-01'],
      ]);
      // The same owner again changes nothing; none ends the current ownership.
      expect(body<UnitDetail>(await change(second.id, today())).ownerships).toHaveLength(2);
      const ended = body<UnitDetail>(await change(null, today(), second.id));
      expect(ended).toMatchObject({ ownerId: null, ownerName: null });
      expect(ended.ownerships[0]).toMatchObject({ ownerId: second.id, to: today() });
      expectFieldErrors(await change(first.id, '2999-01-01'), ['from']);
      expectFieldErrors(await change(MISSING, today()), ['ownerId']);
      const audits = (await auditRowsFor(t.database.db, unit.id)).map((r) => r.action);
      expect(audits).toEqual(['unit.create', 'unit.owner', 'unit.owner']);
      const firstRecord = body<{ units: { unitId: string; to: string | null }[] }>(await send('GET', `/api/owners/${first.id}`));
      expect(firstRecord.units).toEqual([expect.objectContaining({ unitId: unit.id, to: '2025-06-01' })]);
    });

    it('changes the package by month, with history; filters and sorts units by property, status and number', async () => {
      const [a, b] = [await createPackage(t), await createPackage(t)];
      const roomType = await createRoomType(t);
      const made: UnitDetail[] = [];
      for (const [unitNumber, status] of [['B-02-01', 'active'], ['A-10-03', 'maintenance'], ['A-01-07', 'active']] as const) {
        made.push(await createUnit(t, { roomTypeId: roomType.id, unitNumber, status, servicePackageId: a.id, packageFromMonth: '2025-01' }));
      }
      const unit = made[0];
      const changed = await send('POST', `/api/units/${unit.id}/service-package`, { servicePackageId: b.id, fromMonth: thisMonth(), expected: a.id });
      expect(body<UnitDetail>(changed).packages.map((p) => [p.servicePackageId, p.fromMonth, p.toMonth])).toEqual([
        [b.id, thisMonth(), null],
        [a.id, '2025-01', thisMonth()],
      ]);
      expectMessage(await send('POST', `/api/units/${unit.id}/service-package`, { servicePackageId: a.id, fromMonth: '2024-12' }), 409, /began in/);

      const active = body<UnitList>(await send('GET', listUrl('/api/units/aggregation', { filter: { propertyId: roomType.propertyId, status: 'active' } })));
      expect(active.units.map((u) => u.unitNumber)).toEqual(['A-01-07', 'B-02-01']);
      const desc = body<UnitList>(await send('GET', listUrl('/api/units/aggregation', { filter: { propertyId: roomType.propertyId }, sort: { unitNumber: 'desc' } })));
      expect(desc.units.map((u) => u.unitNumber)).toEqual(['B-02-01', 'A-10-03', 'A-01-07']);
      const searched = body<UnitList>(await send('GET', listUrl('/api/units/aggregation', { filter: { propertyId: roomType.propertyId, search: 'a-10' } })));
      expect(searched.units.map((u) => u.id)).toEqual([made[1].id]);
      const noOwner = body<UnitList>(await send('GET', listUrl('/api/units/aggregation', { filter: { roomTypeId: roomType.id, withoutOwner: true } })));
      expect(noOwner.totalCount).toBe(3);
      expectMessage(await send('GET', listUrl('/api/units/aggregation', { filter: { status: 'sold' } })), 400, /status/);
      expectMessage(await send('GET', listUrl('/api/units/aggregation', { sort: { ownerName: 'asc' } })), 400, /ownerName/);
      const roomTypes = body<{ roomTypes: RoomType[] }>(await send('GET', listUrl('/api/room-types/aggregation', { filter: { propertyId: roomType.propertyId } })));
      expect(roomTypes.roomTypes).toEqual([expect.objectContaining({ id: roomType.id, unitCount: 3 })]);
    });

    it('summarises each property: room types, units by status, the gaps and its owners', async () => {
      const property = await createProperty(t);
      const [studio, suite] = [await createRoomType(t, property.id), await createRoomType(t, property.id)];
      const owner = await createOwner(t);
      const pkg = await createPackage(t);
      await createUnit(t, { roomTypeId: studio.id, unitNumber: 'S-1', ownerId: owner.id, servicePackageId: pkg.id });
      await createUnit(t, { roomTypeId: studio.id, unitNumber: 'S-2', ownerId: owner.id, status: 'maintenance' });
      await createUnit(t, { roomTypeId: suite.id, unitNumber: 'S-3', status: 'inactive', servicePackageId: pkg.id });
      const summary = body<ListingSummary>(await send('GET', '/api/listings/summary'));
      expect(summary.month).toBe(thisMonth());
      expect(summary.properties.find((p) => p.propertyId === property.id)).toMatchObject({
        propertyId: property.id, propertyName: property.name, companyName: property.companyName, state: 'MY-14',
        roomTypes: 2, units: 3, unitsByStatus: { active: 1, inactive: 1, maintenance: 1 }, unitsWithoutOwner: 1, unitsWithoutPackage: 1, owners: 1,
      });
      expect(summary.totals.units).toBe(summary.properties.reduce((n, p) => n + p.units, 0));
      expectFieldErrors(await send('GET', '/api/listings/summary?month=2026-1'), ['querystring.month']);
    });

    it('needs Listing edit to change an owner: view alone is 403', async () => {
      const viewer = await t.adminWith([P.listing.view]);
      const unit = await createUnit(t);
      expectMessage(await t.request({ method: 'POST', url: `/api/units/${unit.id}/owner`, token: viewer.token, payload: { ownerId: null, from: today() } }), 403);
    });
  });

  it('seeds the demo portfolio once: a second run adds nothing, a larger --units adds only the difference', async () => {
    const first = await seedDemoPortfolio(t.database.db, 24);
    // Counts are of the whole database, which holds this file's other properties too.
    expect(first).toMatchObject({ companies: 3, packages: 4, owners: 150 });
    expect(first.properties).toBeGreaterThanOrEqual(12);
    expect(first.roomTypes).toBeGreaterThanOrEqual(40);
    const unitsBefore = first.units;
    expect(await seedDemoPortfolio(t.database.db, 24)).toEqual(first);
    expect((await seedDemoPortfolio(t.database.db, 36)).units).toBe(unitsBefore + 12);
    const versioned = body<{ servicePackages: { name: string; current: { versionNumber: number } }[] }>(
      await send('GET', listUrl('/api/service-packages/aggregation', { filter: { search: 'Full Management 20%' } })),
    );
    expect(versioned.servicePackages[0].current.versionNumber).toBe(2);
  });
});
