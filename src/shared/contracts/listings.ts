import { z } from 'zod';
import { defineCall } from './call';
import { businessDateField, expectedVersion, idParam, optionalText, senField, timeOfDayField, yearMonthField } from './common';
import { listQuerySchema } from '../list-params';
import { MALAYSIAN_STATE_CODES } from '../reference/states';
import { LISTINGS_ROUTES } from './plain/listings';

/** Property → room type → unit (DESIGN.md §6 Listings). */
export const UNIT_STATUSES = ['active', 'inactive', 'maintenance'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

const uuidField = (name: string) => z.string().uuid({ message: `${name} must be a UUID` });
const nameField = z.string().trim().min(1, { message: 'Please enter name' }).max(120);

// ---------------------------------------------------------------- properties

export const property = z.object({
  id: z.string(),
  name: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  state: z.enum(MALAYSIAN_STATE_CODES),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  roomTypeCount: z.number(),
  unitCount: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Property = z.infer<typeof property>;
export const propertyList = z.object({ totalCount: z.number(), properties: z.array(property) });
export type PropertyList = z.infer<typeof propertyList>;
export const propertyFilter = { search: z.string().trim().max(100), companyId: uuidField('companyId'), state: z.enum(MALAYSIAN_STATE_CODES) };
export const PROPERTY_SORTS = ['name', 'createdAt'] as const;

const propertyFields = {
  name: nameField,
  companyId: uuidField('companyId'),
  addressLine1: z.string().trim().min(1, { message: 'Please enter the address' }).max(200),
  addressLine2: optionalText(200),
  postcode: z.string().trim().regex(/^\d{5}$/, { message: 'A Malaysian postcode is 5 digits' }),
  city: z.string().trim().min(1, { message: 'Please enter the city' }).max(100),
  state: z.enum(MALAYSIAN_STATE_CODES),
  checkInTime: timeOfDayField,
  checkOutTime: timeOfDayField,
};
export const newProperty = z.object(propertyFields).strict();
export type NewProperty = z.input<typeof newProperty>;
export const propertyPatch = z.object({ ...propertyFields, version: expectedVersion }).partial().strict();
export type PropertyPatch = z.input<typeof propertyPatch>;

// ---------------------------------------------------------------- room types

export const roomType = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  name: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  maxGuests: z.number(),
  baseNightlyRateSen: z.number(),
  cleaningFeeSen: z.number(),
  unitCount: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoomType = z.infer<typeof roomType>;
export const roomTypeList = z.object({ totalCount: z.number(), roomTypes: z.array(roomType) });
export type RoomTypeList = z.infer<typeof roomTypeList>;
export const roomTypeFilter = { search: z.string().trim().max(100), propertyId: uuidField('propertyId') };
export const ROOM_TYPE_SORTS = ['name', 'baseNightlyRateSen', 'createdAt'] as const;

const count = (label: string, min: number, max: number) =>
  z.number().int({ message: `${label} is a whole number` }).min(min, { message: `${label} is at least ${min}` }).max(max, { message: `${label} is at most ${max}` });
const roomTypeFields = {
  name: nameField,
  bedrooms: count('bedrooms', 0, 20),
  bathrooms: count('bathrooms', 0, 20),
  maxGuests: count('maxGuests', 1, 50),
  baseNightlyRateSen: senField,
  cleaningFeeSen: senField,
};
/** A room type belongs to one property for good: `propertyId` is given once, on create. */
export const newRoomType = z.object({ propertyId: uuidField('propertyId'), ...roomTypeFields }).strict();
export type NewRoomType = z.input<typeof newRoomType>;
export const roomTypePatch = z.object({ ...roomTypeFields, version: expectedVersion }).partial().strict();
export type RoomTypePatch = z.input<typeof roomTypePatch>;

// ---------------------------------------------------------------- units

export const ownership = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  ownerAccountNumber: z.string(),
  /** Owned from this day … */
  from: z.string(),
  /** … until the day before this one; null while it lasts. */
  to: z.string().nullable(),
});
export type Ownership = z.infer<typeof ownership>;

export const packageAssignment = z.object({
  id: z.string(),
  servicePackageId: z.string(),
  servicePackageName: z.string(),
  /** On this package from the first of this month … */
  fromMonth: z.string(),
  /** … until the month before this one; null while it lasts. */
  toMonth: z.string().nullable(),
});
export type PackageAssignment = z.infer<typeof packageAssignment>;

export const unit = z.object({
  id: z.string(),
  unitNumber: z.string(),
  status: z.enum(UNIT_STATUSES),
  propertyId: z.string(),
  propertyName: z.string(),
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  servicePackageId: z.string().nullable(),
  servicePackageName: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Unit = z.infer<typeof unit>;

/** The record: the unit with who owned it and which package it was on, newest first. An owner sees only their own periods. */
export const unitDetail = unit.extend({ ownerships: z.array(ownership), packages: z.array(packageAssignment) });
export type UnitDetail = z.infer<typeof unitDetail>;

export const unitList = z.object({ totalCount: z.number(), units: z.array(unit) });
export type UnitList = z.infer<typeof unitList>;
export const unitFilter = {
  /** Unit number, property, room type or owner name. */
  search: z.string().trim().max(100),
  propertyId: uuidField('propertyId'),
  roomTypeId: uuidField('roomTypeId'),
  ownerId: uuidField('ownerId'),
  status: z.enum(UNIT_STATUSES),
  /** true: only units with no current owner (false: only those with one). */
  withoutOwner: z.boolean(),
  /** true: only units on no package (false: only those on one). */
  withoutPackage: z.boolean(),
};
export const UNIT_SORTS = ['unitNumber', 'createdAt'] as const;

/** `A-12-03`, `12A`, `PH-1`: letters, digits and dashes, upper-cased; unique within its property. */
export const unitNumberField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]+(?:[-/][A-Z0-9]+)*$/, { message: 'A unit number is letters and digits, parts joined by - or /, e.g. A-12-03' })
  .max(30);

export const newUnit = z
  .object({
    roomTypeId: uuidField('roomTypeId'),
    unitNumber: unitNumberField,
    status: z.enum(UNIT_STATUSES).default('active'),
    notes: optionalText(1000),
    /** The first owner, from `ownedFrom` (today when left out). */
    ownerId: uuidField('ownerId').optional(),
    ownedFrom: businessDateField.optional(),
    /** The first package, from `packageFromMonth` (this month when left out). */
    servicePackageId: uuidField('servicePackageId').optional(),
    packageFromMonth: yearMonthField.optional(),
  })
  .strict();
export type NewUnit = z.input<typeof newUnit>;

/** The owner and the package change through their own calls, which keep their history. */
export const unitPatch = z
  .object({
    unitNumber: unitNumberField,
    status: z.enum(UNIT_STATUSES),
    /** Another room type of the same property. */
    roomTypeId: uuidField('roomTypeId'),
    notes: optionalText(1000),
    version: expectedVersion,
  })
  .partial()
  .strict();
export type UnitPatch = z.input<typeof unitPatch>;

/**
 * A new owner from `from` (the old ownership ends the day before), or none (`ownerId: null`: the current one ends).
 * `expected` is the owner the admin saw (null for none): another one now is a 409.
 */
export const ownerChange = z
  .object({ ownerId: uuidField('ownerId').nullable(), from: businessDateField, expected: uuidField('expected').nullable().optional() })
  .strict();
export type OwnerChange = z.input<typeof ownerChange>;

/** A new package from the first of `fromMonth`, or none; `expected` as for the owner. */
export const packageChange = z
  .object({
    servicePackageId: uuidField('servicePackageId').nullable(),
    fromMonth: yearMonthField,
    expected: uuidField('expected').nullable().optional(),
  })
  .strict();
export type PackageChange = z.input<typeof packageChange>;

// ---------------------------------------------------------------- summary

export const summaryQuery = z.object({ month: yearMonthField.optional() });
export const propertySummary = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  companyName: z.string(),
  state: z.enum(MALAYSIAN_STATE_CODES),
  roomTypes: z.number(),
  units: z.number(),
  unitsByStatus: z.object({ active: z.number(), inactive: z.number(), maintenance: z.number() }),
  /** The gaps an operator must fix. */
  unitsWithoutOwner: z.number(),
  unitsWithoutPackage: z.number(),
  /** Distinct current owners of its units. */
  owners: z.number(),
  /** Active units × the days of `month`. */
  availableRoomNights: z.number(),
  /** Nights of `month` held by blocking stays of a guest, an owner or a free stay (a block is nobody's night). */
  occupiedRoomNights: z.number(),
  /** Room revenue of those nights, in sen: each stay's spread evenly over its nights, rounded to the sen. */
  roomRevenueSen: z.number(),
  /** Occupied ÷ available room-nights (0.125 is 12.5%); null with no available night. */
  occupancy: z.number().nullable(),
  /** Average daily rate: room revenue ÷ occupied room-nights, in sen; null with no occupied night. */
  adrSen: z.number().nullable(),
  /** Revenue per available room-night: room revenue ÷ available room-nights, in sen; null with none available. */
  revparSen: z.number().nullable(),
  /** Blocking stays checking in and out on `today` (the business date in Kuala Lumpur). */
  arrivalsToday: z.number(),
  departuresToday: z.number(),
});
export type PropertySummary = z.infer<typeof propertySummary>;
/**
 * Per property: units as they stand now, the month's occupancy, ADR and RevPAR (`month`, this month by default) and
 * today's arrivals and departures (`today`, the business date in Kuala Lumpur). The totals recompute the ratios
 * from the summed nights and revenue, never by averaging the properties' ratios.
 */
export const listingSummary = z.object({
  month: z.string(),
  today: z.string(),
  properties: z.array(propertySummary),
  totals: propertySummary.omit({ propertyId: true, propertyName: true, companyName: true, state: true }),
});
export type ListingSummary = z.infer<typeof listingSummary>;

export const listings = {
  properties: defineCall({ ...LISTINGS_ROUTES.properties, query: listQuerySchema, response: propertyList }),
  property: defineCall({ ...LISTINGS_ROUTES.property, params: idParam, response: property }),
  createProperty: defineCall({ ...LISTINGS_ROUTES.createProperty, body: newProperty, response: property }),
  updateProperty: defineCall({ ...LISTINGS_ROUTES.updateProperty, params: idParam, body: propertyPatch, response: property }),

  roomTypes: defineCall({ ...LISTINGS_ROUTES.roomTypes, query: listQuerySchema, response: roomTypeList }),
  roomType: defineCall({ ...LISTINGS_ROUTES.roomType, params: idParam, response: roomType }),
  createRoomType: defineCall({ ...LISTINGS_ROUTES.createRoomType, body: newRoomType, response: roomType }),
  updateRoomType: defineCall({ ...LISTINGS_ROUTES.updateRoomType, params: idParam, body: roomTypePatch, response: roomType }),

  /** Owners in the portal see their own units only. */
  units: defineCall({ ...LISTINGS_ROUTES.units, query: listQuerySchema, response: unitList }),
  /** Another owner's unit answers an owner 404. */
  unit: defineCall({ ...LISTINGS_ROUTES.unit, params: idParam, response: unitDetail }),
  createUnit: defineCall({ ...LISTINGS_ROUTES.createUnit, body: newUnit, response: unitDetail }),
  updateUnit: defineCall({ ...LISTINGS_ROUTES.updateUnit, params: idParam, body: unitPatch, response: unitDetail }),
  changeOwner: defineCall({ ...LISTINGS_ROUTES.changeOwner, params: idParam, body: ownerChange, response: unitDetail }),
  changePackage: defineCall({ ...LISTINGS_ROUTES.changePackage, params: idParam, body: packageChange, response: unitDetail }),

  summary: defineCall({ ...LISTINGS_ROUTES.summary, query: summaryQuery, response: listingSummary }),
};
