import { newProperty, type NewProperty, type Property, type PropertyPatch } from '@shared/contracts/listings';
import type { MalaysianState } from '@shared/reference/states';
import { problemKey } from '@app/kit/form/schema';

/** A property as the form holds it: text, `''` for nothing chosen or typed. */
export interface PropertyFormValues {
  name: string;
  companyId: string;
  /** Shown on the picker's button; the server reads only the id. */
  companyName: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  state: string;
  checkInTime: string;
  checkOutTime: string;
}

export type PropertyField = Exclude<keyof PropertyFormValues, 'companyName'>;
export const PROPERTY_FIELDS: readonly PropertyField[] = ['name', 'companyId', 'addressLine1', 'addressLine2', 'postcode', 'city', 'state', 'checkInTime', 'checkOutTime'];

/** Check-in and check-out most Malaysian short stays use. */
export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  name: '', companyId: '', companyName: '', addressLine1: '', addressLine2: '', postcode: '', city: '', state: '', checkInTime: '15:00', checkOutTime: '12:00',
};

export function propertyFormValues(p: Property): PropertyFormValues {
  return {
    name: p.name, companyId: p.companyId, companyName: p.companyName, addressLine1: p.addressLine1, addressLine2: p.addressLine2 ?? '',
    postcode: p.postcode, city: p.city, state: p.state, checkInTime: p.checkInTime, checkOutTime: p.checkOutTime,
  };
}

const shape = newProperty.shape;

/** Translation keys (listings namespace) of what is wrong; the server's schema is the same. */
export function validatePropertyForm(v: PropertyFormValues): Partial<Record<PropertyField, string>> {
  return {
    name: problemKey('form.name', shape.name, v.name),
    companyId: v.companyId ? undefined : 'form.companyRequired',
    addressLine1: problemKey('form.addressLine1', shape.addressLine1, v.addressLine1),
    addressLine2: problemKey('form.addressLine2', shape.addressLine2, v.addressLine2),
    postcode: problemKey('form.postcode', shape.postcode, v.postcode.trim()),
    city: problemKey('form.city', shape.city, v.city),
    state: v.state ? undefined : 'form.stateRequired',
    checkInTime: shape.checkInTime.safeParse(v.checkInTime).success ? undefined : 'form.timeInvalid',
    checkOutTime: shape.checkOutTime.safeParse(v.checkOutTime).success ? undefined : 'form.timeInvalid',
  };
}

/** The body of a create; call only once the form is valid. */
export function propertyBody(v: PropertyFormValues): NewProperty {
  return {
    name: v.name.trim(),
    companyId: v.companyId,
    addressLine1: v.addressLine1.trim(),
    addressLine2: v.addressLine2.trim() || null,
    postcode: v.postcode.trim(),
    city: v.city.trim(),
    state: v.state as MalaysianState,
    checkInTime: v.checkInTime,
    checkOutTime: v.checkOutTime,
  };
}

/** An edit sends every field with the version it was made on: a newer version is a 409. */
export function propertyPatchBody(v: PropertyFormValues, version: number): PropertyPatch {
  return { ...propertyBody(v), version };
}
