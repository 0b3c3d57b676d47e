import { newProperty, type NewProperty, type Property, type PropertyPatch } from '@shared/contracts/listings';
import type { MalaysianState } from '@shared/reference/states';
import { textValuesOf } from '@app/kit/form/define-form';
import { textBody } from '@app/kit/form/fields';
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

export const propertyFormValues = (p: Property): PropertyFormValues => textValuesOf(EMPTY_PROPERTY_FORM, p);

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
  const { companyName: _shown, ...body } = textBody(v, ['addressLine2']);
  return { ...body, state: v.state as MalaysianState };
}

/** An edit sends every field with the version it was made on: a newer version is a 409. */
export function propertyPatchBody(v: PropertyFormValues, version: number): PropertyPatch {
  return { ...propertyBody(v), version };
}
