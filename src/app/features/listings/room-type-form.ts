import { MAX_AMOUNT_SEN } from '@shared/contracts/common';
import { newRoomType, type NewRoomType, type RoomType, type RoomTypePatch } from '@shared/contracts/listings';
import { parseRinggit, senToRinggitInput } from '@shared/money';
import { problemKey } from '@app/kit/form/schema';

/** A room type as the form holds it: counts and ringgit as typed. */
export interface RoomTypeFormValues {
  name: string;
  bedrooms: string;
  bathrooms: string;
  maxGuests: string;
  baseNightlyRate: string;
  cleaningFee: string;
}

export type RoomTypeField = keyof RoomTypeFormValues;
export const ROOM_TYPE_FIELDS: readonly RoomTypeField[] = ['name', 'bedrooms', 'bathrooms', 'maxGuests', 'baseNightlyRate', 'cleaningFee'];

export const EMPTY_ROOM_TYPE_FORM: RoomTypeFormValues = { name: '', bedrooms: '1', bathrooms: '1', maxGuests: '2', baseNightlyRate: '', cleaningFee: '0' };

export function roomTypeFormValues(r: RoomType): RoomTypeFormValues {
  return {
    name: r.name,
    bedrooms: String(r.bedrooms),
    bathrooms: String(r.bathrooms),
    maxGuests: String(r.maxGuests),
    baseNightlyRate: senToRinggitInput(r.baseNightlyRateSen),
    cleaningFee: senToRinggitInput(r.cleaningFeeSen),
  };
}

const shape = newRoomType.shape;
/** A whole number as typed, or NaN: the contract's own limits then judge it. */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const amount = (text: string) => {
  const sen = parseRinggit(text);
  return sen !== null && sen <= MAX_AMOUNT_SEN ? sen : null;
};

export function validateRoomTypeForm(v: RoomTypeFormValues): Partial<Record<RoomTypeField, string>> {
  const count = (schema: typeof shape.bedrooms, text: string) => (schema.safeParse(whole(text)).success ? undefined : 'form.countInvalid');
  return {
    name: problemKey('form.name', shape.name, v.name),
    bedrooms: count(shape.bedrooms, v.bedrooms),
    bathrooms: count(shape.bathrooms, v.bathrooms),
    maxGuests: count(shape.maxGuests, v.maxGuests),
    baseNightlyRate: amount(v.baseNightlyRate) === null ? 'form.amountInvalid' : undefined,
    cleaningFee: amount(v.cleaningFee.trim() || '0') === null ? 'form.amountInvalid' : undefined,
  };
}

function fields(v: RoomTypeFormValues) {
  return {
    name: v.name.trim(),
    bedrooms: whole(v.bedrooms),
    bathrooms: whole(v.bathrooms),
    maxGuests: whole(v.maxGuests),
    baseNightlyRateSen: amount(v.baseNightlyRate) ?? 0,
    cleaningFeeSen: amount(v.cleaningFee.trim() || '0') ?? 0,
  };
}

/** The body of a create; call only once the form is valid. */
export function roomTypeBody(v: RoomTypeFormValues, propertyId: string): NewRoomType {
  return { propertyId, ...fields(v) };
}

export function roomTypePatchBody(v: RoomTypeFormValues, version: number): RoomTypePatch {
  return { ...fields(v), version };
}

/** The server names amounts by their sen fields; the form by what people type. */
export const ROOM_TYPE_SERVER_FIELDS: Readonly<Record<string, RoomTypeField>> = {
  baseNightlyRateSen: 'baseNightlyRate',
  cleaningFeeSen: 'cleaningFee',
};
