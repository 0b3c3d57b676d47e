import { expect } from 'vitest';
import type { Company } from '@shared/contracts/companies';
import type { Property, RoomType, UnitDetail } from '@shared/contracts/listings';
import type { OwnerDetail } from '@shared/contracts/owners';
import type { ServicePackageDetail } from '@shared/contracts/service-packages';
import { toApiDate } from '@shared/dates';
import type { TestApp } from './test-app';
import { tag, uniquePhone } from './users';

/** Portfolio fixtures made through the real calls, as the full admin: companies, packages, the listing tree, owners. */
export const thisMonth = () => toApiDate(new Date()).slice(0, 7);
export const today = () => toApiDate(new Date());

let registration = 0;
export function companyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  registration += 1;
  return {
    name: `Test Hospitality ${tag('c')} Sdn. Bhd.`,
    registrationNumber: `2020${String(Date.now()).slice(-6)}${String(registration).padStart(4, '0')}`,
    sstNumber: 'W10-1808-32000123',
    tourismTaxNumber: '141-000-123456',
    addressLine1: 'Level 12, Menara Test, Jalan Ampang',
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: 'MY-14',
    phone: '+60321234567',
    email: 'ops@test-hospitality.my',
    bankName: 'Maybank',
    bankAccountNumber: '514012345678',
    ...overrides,
  };
}

export function packageBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Package ${tag('p')}`,
    description: 'Full management',
    effectiveMonth: '2025-01',
    feeBasis: 'gross',
    rateBp: 2000,
    minimumMonthlyFeeSen: 30_000,
    cleaningPassThrough: true,
    expenseMarkupBp: 1000,
    ...overrides,
  };
}

export function ownerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const t = tag('o');
  return {
    name: `Owner ${t}`,
    email: `${t}@owner.test`,
    phone: uniquePhone(),
    idType: 'ic',
    idNumber: `85010114${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    addressLine1: '12 Jalan Setia',
    postcode: '47300',
    city: 'Petaling Jaya',
    state: 'MY-10',
    bankName: 'CIMB Bank',
    bankAccountNumber: '80012345678',
    preferredLanguage: 'zh-CN',
    ...overrides,
  };
}

async function made<T>(t: TestApp, url: string, payload: object): Promise<T> {
  const res = await t.request({ method: 'POST', url, payload, token: t.rootToken });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json() as T;
}

export const createCompany = (t: TestApp, overrides: Record<string, unknown> = {}) => made<Company>(t, '/api/companies', companyBody(overrides));
export const createPackage = (t: TestApp, overrides: Record<string, unknown> = {}) => made<ServicePackageDetail>(t, '/api/service-packages', packageBody(overrides));
export const createOwner = (t: TestApp, overrides: Record<string, unknown> = {}) => made<OwnerDetail>(t, '/api/owners', ownerBody(overrides));

export async function createProperty(t: TestApp, companyId?: string, overrides: Record<string, unknown> = {}): Promise<Property> {
  return made<Property>(t, '/api/properties', {
    name: `Residensi ${tag('r')}`,
    companyId: companyId ?? (await createCompany(t)).id,
    addressLine1: 'Jalan Sultan Ismail',
    postcode: '50250',
    city: 'Kuala Lumpur',
    state: 'MY-14',
    checkInTime: '15:00',
    checkOutTime: '12:00',
    ...overrides,
  });
}

export async function createRoomType(t: TestApp, propertyId?: string, overrides: Record<string, unknown> = {}): Promise<RoomType> {
  return made<RoomType>(t, '/api/room-types', {
    propertyId: propertyId ?? (await createProperty(t)).id,
    name: `Studio ${tag('s')}`,
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: 2,
    baseNightlyRateSen: 18_000,
    cleaningFeeSen: 5_000,
    ...overrides,
  });
}

let unitSeq = 0;
export async function createUnit(t: TestApp, overrides: Record<string, unknown> = {}): Promise<UnitDetail> {
  unitSeq += 1;
  const roomTypeId = (overrides.roomTypeId as string | undefined) ?? (await createRoomType(t)).id;
  return made<UnitDetail>(t, '/api/units', { roomTypeId, unitNumber: `A-${String(unitSeq).padStart(2, '0')}-01`, ...overrides });
}

/** An owner with portal access who changed the temporary password: their token. */
export async function ownerSession(t: TestApp, ownerId: string, email: string): Promise<string> {
  const on = await t.request({ method: 'POST', url: `/api/owners/${ownerId}/portal-access`, token: t.rootToken, payload: { enabled: true } });
  expect(on.statusCode, on.body).toBe(200);
  const temporary = (on.json() as { temporaryPassword: string }).temporaryPassword;
  const login = await t.login(email, temporary);
  const token = (login.json() as { token: string }).token;
  const changed = await t.request({ method: 'POST', url: '/api/auth/change-password', token, payload: { currentPassword: temporary, newPassword: 'owner-password-123' } });
  expect(changed.statusCode, changed.body).toBe(200);
  return token;
}
