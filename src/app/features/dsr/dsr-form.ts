import { newDsr, type DsrRecord, type NewDsr, type DsrPatch } from '@shared/contracts/dsr';
import { defineForm, textValuesOf, type FormState } from '@app/kit/form/define-form';
import { defineFields, textBody } from '@app/kit/form/fields';

/** Every field as the form holds it: text, `''` for nothing typed. */
export type DsrField = 'name';
export type DsrFormValues = Record<DsrField, string>;

const EMPTY: DsrFormValues = { name: '' };
const shape = newDsr.shape;

/** The body of a create. Called only once the form is valid. */
const toBody = (values: DsrFormValues): NewDsr => textBody(values, []);

/** Create and edit, checked with the contract's own schemas; an edit sends the version it was read at (a newer one is a 409). */
export const dsrForm = defineForm({
  namespace: 'dsr',
  fields: ['name'] as const,
  checked: { name: shape.name },
  empty: EMPTY,
  fromRecord: (record: DsrRecord) => textValuesOf(EMPTY, record),
  toBody,
  toPatch: (values, record: DsrRecord): DsrPatch => ({ ...toBody(values), version: record.version }),
});

export type DsrFormState = FormState<DsrFormValues, DsrField>;

/** The fields of a record, on the create and the edit page alike: labels `fields.<name>`, test ids `dsr-form-<name>`. */
export const dsrFields = defineFields<DsrFormValues>({
  namespace: 'dsr',
  testIdPrefix: 'dsr-form',
  schemas: shape,
  sections: [{ fields: [{ name: 'name' }] }],
});
