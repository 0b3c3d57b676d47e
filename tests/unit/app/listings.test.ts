import { describe, expect, it } from 'vitest';
import { MALAYSIAN_STATES } from '@shared/reference/states';
import { dayBefore, gapCount, gapFilter, isGap, ownershipDays, packageMonths, stateKey } from '@app/features/listings/listing-display';
import { localUnitAnswer, propertyListSearch, unitListSearch } from '@app/features/listings/listing-query';
import { EMPTY_PROPERTY_FORM, propertyBody, validatePropertyForm, type PropertyFormValues } from '@app/features/listings/property-form';
import { EMPTY_ROOM_TYPE_FORM, roomTypeBody, roomTypePatchBody, validateRoomTypeForm } from '@app/features/listings/room-type-form';
import { unitBody, unitPatchBody, validateUnitForm } from '@app/features/listings/unit-form';
import { ownerChangeBody, packageChangeBody, sheetProblem } from '@app/features/listings/unit/change-form';
import { roomTypeServerErrors } from '@app/features/listings/forms/use-listing-forms';
import { ApiError } from '@app/lib/api-errors';
import type { Unit } from '@shared/contracts/listings';
import enUS from '@app/locales/en-US/listings.json';
import zhCN from '@app/locales/zh-CN/listings.json';
import msMY from '@app/locales/ms-MY/listings.json';

const search = (query: string) => Object.fromEntries([...new URLSearchParams(query)].map(([k, v]) => [k, JSON.parse(v) as unknown]));

describe('listings display', () => {
  it('an ownership reads from its first to its last day: the day before the next one began', () => {
    expect(ownershipDays({ from: '2026-10-27', to: '2026-11-26' })).toEqual({ first: '2026-10-27', last: '2026-11-25' });
    expect(ownershipDays({ from: '2026-10-27', to: null })).toEqual({ first: '2026-10-27', last: null });
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });

  it('a package period reads to the month before the next one took effect', () => {
    expect(packageMonths({ fromMonth: '2026-06', toMonth: '2027-01' })).toEqual({ first: '2026-06', last: '2026-12' });
    expect(packageMonths({ fromMonth: '2026-06', toMonth: null })).toEqual({ first: '2026-06', last: null });
  });

  it('every state and territory has its name in all three languages', () => {
    for (const words of [enUS, zhCN, msMY]) {
      for (const { code } of MALAYSIAN_STATES) expect(words.states[code as keyof typeof words.states], code).toBeTruthy();
    }
    expect(stateKey('MY-07')).toBe('states.MY-07');
    expect(zhCN.states['MY-07']).toBe('槟城');
  });

  it('a gap of the summary becomes the units filter that lists it', () => {
    expect(isGap('without-package')).toBe(true);
    expect(isGap('anything')).toBe(false);
    expect(gapFilter('p1', 'without-owner')).toEqual({ propertyId: 'p1', withoutOwner: true });
    expect(gapFilter('p1', 'without-package')).toEqual({ propertyId: 'p1', withoutPackage: true });
    expect(gapCount({ unitsWithoutOwner: 2, unitsWithoutPackage: 5 }, 'without-package')).toBe(5);
    expect(search(unitListSearch(gapFilter('p1', 'without-package'), 1))).toEqual({
      filter: { propertyId: 'p1', withoutPackage: true }, sort: { unitNumber: 'asc' }, pagination: { limit: 20, currentPage: 1 },
    });
  });

  it('the properties list sends only the filters chosen', () => {
    expect(search(propertyListSearch({ search: ' teluk ', companyId: '', state: 'MY-07' }, 2)).filter).toEqual({ search: 'teluk', state: 'MY-07' });
    expect(search(propertyListSearch({ search: '', companyId: '', state: '' }, 1)).filter).toBeUndefined();
  });

  it('offline, saved units answer a gap the way the server would, by unit number', () => {
    const unit = (id: string, unitNumber: string, servicePackageId: string | null) => ({ id, unitNumber, propertyId: 'p1', roomTypeId: 'r1', ownerId: null, servicePackageId }) as Unit;
    const local = localUnitAnswer(gapFilter('p1', 'without-package'));
    const rows = [unit('a', 'A-10', null), unit('b', 'A-9', null), unit('c', 'A-1', 'pkg')].filter(local.filter).sort(local.sort);
    expect(rows.map((u) => u.unitNumber)).toEqual(['A-9', 'A-10']);
  });
});

describe('listings forms', () => {
  const property: PropertyFormValues = {
    ...EMPTY_PROPERTY_FORM, name: ' Teluk Residences ', companyId: 'c1', companyName: 'Teluk', addressLine1: '88 Jalan Burma', postcode: '10050', city: 'George Town', state: 'MY-07',
  };

  it('a property needs its company and state; its body leaves out the empty second line', () => {
    expect(validatePropertyForm(EMPTY_PROPERTY_FORM)).toMatchObject({ name: 'form.nameRequired', companyId: 'form.companyRequired', state: 'form.stateRequired', postcode: 'form.postcodeInvalid' });
    expect(Object.values(validatePropertyForm(property)).filter(Boolean)).toEqual([]);
    expect(propertyBody(property)).toEqual({
      name: 'Teluk Residences', companyId: 'c1', addressLine1: '88 Jalan Burma', addressLine2: null, postcode: '10050', city: 'George Town', state: 'MY-07', checkInTime: '15:00', checkOutTime: '12:00',
    });
  });

  it('a room type takes ringgit as typed and sends whole sen', () => {
    const values = { ...EMPTY_ROOM_TYPE_FORM, name: 'Studio', baseNightlyRate: '180.5', cleaningFee: '' };
    expect(Object.values(validateRoomTypeForm(values)).filter(Boolean)).toEqual([]);
    expect(roomTypeBody(values, 'p1')).toEqual({ propertyId: 'p1', name: 'Studio', bedrooms: 1, bathrooms: 1, maxGuests: 2, baseNightlyRateSen: 18_050, cleaningFeeSen: 0 });
    expect(roomTypePatchBody(values, 3)).toMatchObject({ baseNightlyRateSen: 18_050, version: 3 });
    expect(validateRoomTypeForm({ ...values, maxGuests: '0', bedrooms: '1.5', baseNightlyRate: '12.345' })).toMatchObject({
      maxGuests: 'form.countInvalid', bedrooms: 'form.countInvalid', baseNightlyRate: 'form.amountInvalid',
    });
    expect(roomTypeServerErrors([{ field: 'body.baseNightlyRateSen', message: 'Amounts cannot be negative' }, { field: 'name', message: 'taken' }])).toEqual({
      baseNightlyRate: 'Amounts cannot be negative', name: 'taken',
    });
  });

  it('a unit number is checked as the server does and sent upper-cased', () => {
    expect(validateUnitForm({ unitNumber: '', status: 'active', notes: '' }).unitNumber).toBe('form.unitNumberRequired');
    expect(validateUnitForm({ unitNumber: 'A 12', status: 'active', notes: '' }).unitNumber).toBe('form.unitNumberInvalid');
    expect(validateUnitForm({ unitNumber: 'a-12-03', status: 'active', notes: '' }).unitNumber).toBeUndefined();
    expect(unitBody({ unitNumber: ' a-12-03 ', status: 'maintenance', notes: ' ' }, 'r1')).toEqual({ roomTypeId: 'r1', unitNumber: 'A-12-03', status: 'maintenance', notes: null });
    expect(unitPatchBody({ unitNumber: 'ph-1', status: 'active', notes: 'Sea view' }, 4)).toEqual({ unitNumber: 'PH-1', status: 'active', notes: 'Sea view', version: 4 });
  });

  it('an owner or package change names the one the admin saw; "none" ends the current one', () => {
    expect(ownerChangeBody({ ownerId: 'o1' }, 'o2', '2026-11-26')).toEqual({ ownerId: 'o2', from: '2026-11-26', expected: 'o1' });
    expect(ownerChangeBody({ ownerId: 'o1' }, '', '2026-11-26')).toEqual({ ownerId: null, from: '2026-11-26', expected: 'o1' });
    expect(packageChangeBody({ servicePackageId: null }, 'k1', '2026-12')).toEqual({ servicePackageId: 'k1', fromMonth: '2026-12', expected: null });
  });

  it('a refused change is said on the field a 400 names, else in the server words above the button', () => {
    const fields = { ownerId: 'owner', from: 'from' } as const;
    const bad = new ApiError({ kind: 'message', status: 400, message: 'from: Dates are YYYY-MM-DD', fieldErrors: [{ field: 'body.from', message: 'Dates are YYYY-MM-DD' }] });
    expect(sheetProblem(bad, fields)).toEqual({ field: 'from', message: 'Dates are YYYY-MM-DD' });
    const moved = new ApiError({ kind: 'message', status: 409, message: 'The current ownership began on 2026-10-27: a change is dated on or after it' });
    expect(sheetProblem(moved, fields)).toEqual({ field: null, message: 'The current ownership began on 2026-10-27: a change is dated on or after it' });
    expect(sheetProblem(new Error('x'), fields)).toBeNull();
  });
});
