import { expect } from 'vitest';
import type { Company, CompanyList } from '@shared/contracts/companies';
import type { ListingSummary, Property, PropertyList, RoomType, RoomTypeList, UnitDetail, UnitList } from '@shared/contracts/listings';
import type { OwnerBankChange, OwnerDetail, OwnerList, PayoutAccount, PortalAccessResponse } from '@shared/contracts/owners';
import type { ServicePackageDetail, ServicePackageList } from '@shared/contracts/service-packages';
import type { AuditList } from '@shared/contracts/audit';
import { P } from '@shared/permissions';
import type { AreaRouteCases, RouteCase } from '../helpers/route-cases';
import { listUrl } from '../helpers/test-app';
import { JPEG, multipart, tag } from '../helpers/users';
import {
  companyBody, createCompany, createOwner, createPackage, createProperty, createRoomType, createUnit, ownerBody, packageBody, thisMonth, today,
} from '../helpers/portfolio';

const L = P.listing;
const json = <T>(res: { json(): unknown }) => res.json() as T;

/** Every route of companies (60), service packages (28), listings (8) and owners (20), with the one code it needs. */
const PORTFOLIO_ROUTES: RouteCase[] = [
  // ------------------------------------------------------------ companies
  {
    method: 'GET', path: '/api/companies/aggregation', code: P.company.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.company = (await createCompany(ctx.t, { name: `Listed ${ctx.user.accountNumber} Sdn Bhd` })).id; },
    request: ({ user }) => ({ url: listUrl('/api/companies/aggregation', { filter: { search: `Listed ${user.accountNumber}` } }) }),
    async done(ctx, res) { expect(json<CompanyList>(res).companies.map((c) => c.id)).toEqual([ctx.extra.company]); },
  },
  {
    method: 'GET', path: '/api/companies/{id}', code: P.company.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.company = (await createCompany(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/companies/${extra.company}` }),
    async done(ctx, res) { expect(json<Company>(res).id).toBe(ctx.extra.company); },
  },
  {
    method: 'POST', path: '/api/companies', code: P.company.create, okStatus: 201,
    async prepare(ctx) { ctx.extra.name = `Made ${tag()} Sdn Bhd`; },
    request: ({ extra }) => ({ url: '/api/companies', payload: companyBody({ name: extra.name }) }),
    async done(ctx, res) { expect(json<Company>(res)).toMatchObject({ name: ctx.extra.name, active: true, version: 1 }); },
  },
  {
    method: 'PATCH', path: '/api/companies/{id}', code: P.company.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.company = (await createCompany(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/companies/${extra.company}`, payload: { city: 'Shah Alam', state: 'MY-10', version: 1 } }),
    async done(_ctx, res) { expect(json<Company>(res)).toMatchObject({ city: 'Shah Alam', state: 'MY-10', version: 2 }); },
  },
  {
    method: 'POST', path: '/api/companies/{id}/logo', code: P.company.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.company = (await createCompany(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/companies/${extra.company}/logo`, ...multipart({}, [{ field: 'logo', filename: 'logo.jpg', content: JPEG }]) }),
    async done(_ctx, res) { expect(json<Company>(res).logo).toEqual({ mimeType: 'image/jpeg', size: JPEG.length }); },
  },
  {
    method: 'GET', path: '/api/companies/{id}/logo', code: P.company.view, okStatus: 200,
    async prepare(ctx) {
      ctx.extra.company = (await createCompany(ctx.t)).id;
      const form = multipart({}, [{ field: 'logo', filename: 'logo.jpg', content: JPEG }]);
      expect((await ctx.t.request({ method: 'POST', url: `/api/companies/${ctx.extra.company}/logo`, token: ctx.t.rootToken, ...form })).statusCode).toBe(200);
    },
    request: ({ extra }) => ({ url: `/api/companies/${extra.company}/logo` }),
    async done(_ctx, res) { expect(res.rawPayload.equals(JPEG)).toBe(true); },
  },
  // ------------------------------------------------------------ service packages
  {
    method: 'GET', path: '/api/service-packages/aggregation', code: P.servicePackage.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.pkg = (await createPackage(ctx.t, { name: `Listed ${ctx.user.accountNumber}` })).id; },
    request: ({ user }) => ({ url: listUrl('/api/service-packages/aggregation', { filter: { search: `Listed ${user.accountNumber}` } }) }),
    async done(ctx, res) { expect(json<ServicePackageList>(res).servicePackages.map((p) => p.id)).toEqual([ctx.extra.pkg]); },
  },
  {
    method: 'GET', path: '/api/service-packages/{id}', code: P.servicePackage.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.pkg = (await createPackage(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/service-packages/${extra.pkg}` }),
    async done(ctx, res) { expect(json<ServicePackageDetail>(res)).toMatchObject({ id: ctx.extra.pkg, versions: [{ versionNumber: 1 }] }); },
  },
  {
    method: 'POST', path: '/api/service-packages', code: P.servicePackage.create, okStatus: 201,
    async prepare(ctx) { ctx.extra.name = `Made ${tag()}`; },
    request: ({ extra }) => ({ url: '/api/service-packages', payload: packageBody({ name: extra.name }) }),
    async done(ctx, res) { expect(json<ServicePackageDetail>(res)).toMatchObject({ name: ctx.extra.name, current: { rateBp: 2000 } }); },
  },
  {
    method: 'PATCH', path: '/api/service-packages/{id}', code: P.servicePackage.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.pkg = (await createPackage(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/service-packages/${extra.pkg}`, payload: { rateBp: 2500 } }),
    async done(_ctx, res) { expect(json<ServicePackageDetail>(res).current.rateBp).toBe(2500); },
  },
  {
    method: 'POST', path: '/api/service-packages/{id}/versions', code: P.servicePackage.edit, okStatus: 201,
    async prepare(ctx) { ctx.extra.pkg = (await createPackage(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/service-packages/${extra.pkg}/versions`, payload: { ...packageBody(), name: undefined, description: undefined, effectiveMonth: thisMonth(), rateBp: 1800 } }),
    async done(_ctx, res) { expect(json<ServicePackageDetail>(res).versions.map((v) => v.rateBp)).toEqual([2000, 1800]); },
  },
  // ------------------------------------------------------------ listings
  {
    method: 'GET', path: '/api/properties/aggregation', code: L.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.property = (await createProperty(ctx.t, undefined, { name: `Listed ${ctx.user.accountNumber}` })).id; },
    request: ({ user }) => ({ url: listUrl('/api/properties/aggregation', { filter: { search: `Listed ${user.accountNumber}` } }) }),
    async done(ctx, res) { expect(json<PropertyList>(res).properties.map((p) => p.id)).toEqual([ctx.extra.property]); },
  },
  {
    method: 'GET', path: '/api/properties/{id}', code: L.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.property = (await createProperty(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/properties/${extra.property}` }),
    async done(ctx, res) { expect(json<Property>(res).id).toBe(ctx.extra.property); },
  },
  {
    method: 'POST', path: '/api/properties', code: L.create, okStatus: 201,
    async prepare(ctx) { ctx.extra.company = (await createCompany(ctx.t)).id; },
    request: ({ extra }) => ({
      url: '/api/properties',
      payload: { name: 'The Maple', companyId: extra.company, addressLine1: '1 Jalan Maple', postcode: '10450', city: 'George Town', state: 'MY-07', checkInTime: '15:00', checkOutTime: '11:00' },
    }),
    async done(ctx, res) { expect(json<Property>(res)).toMatchObject({ companyId: ctx.extra.company, state: 'MY-07' }); },
  },
  {
    method: 'PATCH', path: '/api/properties/{id}', code: L.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.property = (await createProperty(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/properties/${extra.property}`, payload: { checkInTime: '14:00' } }),
    async done(_ctx, res) { expect(json<Property>(res).checkInTime).toBe('14:00'); },
  },
  {
    method: 'GET', path: '/api/room-types/aggregation', code: L.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.roomType = (await createRoomType(ctx.t)).id; },
    request: () => ({ url: listUrl('/api/room-types/aggregation', { pagination: { limit: 100 } }) }),
    async done(ctx, res) { expect(json<RoomTypeList>(res).roomTypes.map((r) => r.id)).toContain(ctx.extra.roomType); },
  },
  {
    method: 'GET', path: '/api/room-types/{id}', code: L.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.roomType = (await createRoomType(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/room-types/${extra.roomType}` }),
    async done(ctx, res) { expect(json<RoomType>(res).id).toBe(ctx.extra.roomType); },
  },
  {
    method: 'POST', path: '/api/room-types', code: L.create, okStatus: 201,
    async prepare(ctx) { ctx.extra.property = (await createProperty(ctx.t)).id; },
    request: ({ extra }) => ({
      url: '/api/room-types', payload: { propertyId: extra.property, name: '2 Bedroom', bedrooms: 2, bathrooms: 2, maxGuests: 5, baseNightlyRateSen: 32_000, cleaningFeeSen: 8_000 },
    }),
    async done(ctx, res) { expect(json<RoomType>(res)).toMatchObject({ propertyId: ctx.extra.property, bedrooms: 2 }); },
  },
  {
    method: 'PATCH', path: '/api/room-types/{id}', code: L.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.roomType = (await createRoomType(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/room-types/${extra.roomType}`, payload: { maxGuests: 3 } }),
    async done(_ctx, res) { expect(json<RoomType>(res).maxGuests).toBe(3); },
  },
  {
    method: 'GET', path: '/api/units/aggregation', code: L.view, okStatus: 200,
    async prepare(ctx) {
      const unit = await createUnit(ctx.t);
      ctx.extra.unit = unit.id;
      ctx.extra.property = unit.propertyId;
    },
    request: ({ extra }) => ({ url: listUrl('/api/units/aggregation', { filter: { propertyId: extra.property, status: 'active' } }) }),
    async done(ctx, res) { expect(json<UnitList>(res).units.map((u) => u.id)).toEqual([ctx.extra.unit]); },
  },
  {
    method: 'GET', path: '/api/units/{id}', code: L.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.unit = (await createUnit(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/units/${extra.unit}` }),
    async done(ctx, res) { expect(json<UnitDetail>(res).id).toBe(ctx.extra.unit); },
  },
  {
    method: 'POST', path: '/api/units', code: L.create, okStatus: 201,
    async prepare(ctx) { ctx.extra.roomType = (await createRoomType(ctx.t)).id; },
    request: ({ extra }) => ({ url: '/api/units', payload: { roomTypeId: extra.roomType, unitNumber: 'b-07-12' } }),
    async done(ctx, res) { expect(json<UnitDetail>(res)).toMatchObject({ roomTypeId: ctx.extra.roomType, unitNumber: 'B-07-12', status: 'active' }); },
  },
  {
    method: 'PATCH', path: '/api/units/{id}', code: L.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.unit = (await createUnit(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/units/${extra.unit}`, payload: { status: 'maintenance' } }),
    async done(_ctx, res) { expect(json<UnitDetail>(res).status).toBe('maintenance'); },
  },
  {
    method: 'POST', path: '/api/units/{id}/owner', code: L.edit, okStatus: 200,
    async prepare(ctx) {
      ctx.extra.unit = (await createUnit(ctx.t)).id;
      ctx.extra.owner = (await createOwner(ctx.t)).id;
    },
    request: ({ extra }) => ({ url: `/api/units/${extra.unit}/owner`, payload: { ownerId: extra.owner, from: today(), expected: null } }),
    async done(ctx, res) { expect(json<UnitDetail>(res)).toMatchObject({ ownerId: ctx.extra.owner, ownerships: [{ ownerId: ctx.extra.owner, to: null }] }); },
  },
  {
    method: 'POST', path: '/api/units/{id}/service-package', code: L.edit, okStatus: 200,
    async prepare(ctx) {
      ctx.extra.unit = (await createUnit(ctx.t)).id;
      ctx.extra.pkg = (await createPackage(ctx.t)).id;
    },
    request: ({ extra }) => ({ url: `/api/units/${extra.unit}/service-package`, payload: { servicePackageId: extra.pkg, fromMonth: thisMonth() } }),
    async done(ctx, res) { expect(json<UnitDetail>(res)).toMatchObject({ servicePackageId: ctx.extra.pkg, packages: [{ toMonth: null }] }); },
  },
  {
    method: 'GET', path: '/api/listings/summary', code: L.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.property = (await createUnit(ctx.t)).propertyId; },
    request: () => ({ url: '/api/listings/summary?month=2026-01' }),
    async done(ctx, res) {
      const summary = json<ListingSummary>(res);
      expect(summary.month).toBe('2026-01');
      expect(summary.properties.find((p) => p.propertyId === ctx.extra.property)).toMatchObject({ units: 1, unitsWithoutOwner: 1, unitsWithoutPackage: 1 });
    },
  },
  // ------------------------------------------------------------ owners
  {
    method: 'GET', path: '/api/owners/aggregation', code: P.owner.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.owner = (await createOwner(ctx.t, { name: `Listed ${ctx.user.accountNumber}` })).id; },
    request: ({ user }) => ({ url: listUrl('/api/owners/aggregation', { filter: { search: `Listed ${user.accountNumber}` } }) }),
    async done(ctx, res) { expect(json<OwnerList>(res).owners.map((o) => o.id)).toEqual([ctx.extra.owner]); },
  },
  {
    method: 'GET', path: '/api/owners/{id}', code: P.owner.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.owner = (await createOwner(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/owners/${extra.owner}` }),
    async done(ctx, res) { expect(json<OwnerDetail>(res)).toMatchObject({ id: ctx.extra.owner, units: [] }); },
  },
  {
    method: 'GET', path: '/api/owners/{id}/history', code: P.owner.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.owner = (await createOwner(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/owners/${extra.owner}/history` }),
    async done(_ctx, res) { expect(json<AuditList>(res).entries.map((e) => e.action)).toEqual(['owner.create']); },
  },
  {
    method: 'POST', path: '/api/owners', code: P.owner.create, okStatus: 201,
    async prepare(ctx) { ctx.extra.name = `Made ${tag()}`; },
    request: ({ extra }) => ({ url: '/api/owners', payload: ownerBody({ name: extra.name }) }),
    async done(ctx, res) { expect(json<OwnerDetail>(res)).toMatchObject({ name: ctx.extra.name, hasPortal: false, preferredLanguage: 'zh-CN' }); },
  },
  {
    method: 'PATCH', path: '/api/owners/{id}', code: P.owner.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.owner = (await createOwner(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/owners/${extra.owner}`, payload: { city: 'Subang Jaya', version: 1 } }),
    async done(_ctx, res) { expect(json<OwnerDetail>(res)).toMatchObject({ city: 'Subang Jaya', version: 2 }); },
  },
  {
    method: 'POST', path: '/api/owners/{id}/portal-access', code: P.owner.edit, okStatus: 200,
    async prepare(ctx) { ctx.extra.owner = (await createOwner(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/owners/${extra.owner}/portal-access`, payload: { enabled: true } }),
    async done(_ctx, res) {
      const answer = json<PortalAccessResponse>(res);
      expect(answer.temporaryPassword).toEqual(expect.any(String));
      expect(answer.owner).toMatchObject({ hasPortal: true, mustChangePassword: true });
    },
  },
  {
    method: 'GET', path: '/api/owners/{id}/payout-account', code: P.owner.view, okStatus: 200,
    async prepare(ctx) { ctx.extra.owner = (await createOwner(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/owners/${extra.owner}/payout-account` }),
    async done(ctx, res) { expect(json<PayoutAccount>(res)).toMatchObject({ ownerId: ctx.extra.owner, accountNumberMasked: '••••5678', pending: null }); },
  },
  {
    method: 'POST', path: '/api/owners/{id}/bank-change', code: P.owner.edit, okStatus: 201,
    async prepare(ctx) { ctx.extra.owner = (await createOwner(ctx.t)).id; },
    request: ({ extra }) => ({ url: `/api/owners/${extra.owner}/bank-change`, payload: { bankName: 'Maybank', accountNumber: '514000001111' } }),
    async done(ctx, res) { expect(json<OwnerBankChange>(res)).toMatchObject({ ownerId: ctx.extra.owner, status: 'pending', accountNumberMasked: '••••1111' }); },
  },
  {
    method: 'POST', path: '/api/owner-bank-changes/{id}/decision', code: P.owner.approve, okStatus: 200,
    async prepare(ctx) {
      const owner = await createOwner(ctx.t);
      // Asked for by the first admin, so the admin under test is never the maker.
      const res = await ctx.t.request({ method: 'POST', url: `/api/owners/${owner.id}/bank-change`, token: ctx.t.rootToken, payload: { bankName: 'Maybank', accountNumber: '514000002222' } });
      ctx.extra.change = json<OwnerBankChange>(res).id;
    },
    request: ({ extra }) => ({ url: `/api/owner-bank-changes/${extra.change}/decision`, payload: { action: 'reject', expected: 'pending' } }),
    async done(ctx, res) { expect(json<OwnerBankChange>(res)).toMatchObject({ id: ctx.extra.change, status: 'rejected' }); },
  },
];

export default { routes: PORTFOLIO_ROUTES } satisfies AreaRouteCases;
