import { newServicePackage } from '@shared/contracts/service-packages';
import { defineFields } from '@app/kit/form/fields';
import { FormFields } from '@app/kit/form/FormFields';
import type { PackageFormState, PackageFormValues } from './package-form';

/** Name and description: not what a fee is computed from, so they change at any time. */
export const packageOwnFields = defineFields<PackageFormValues>({
  namespace: 'service-packages',
  testIdPrefix: 'package-form',
  sections: [{ fields: [{ name: 'name', schema: newServicePackage.shape.name }, { name: 'description', kind: 'textarea', rows: 2, optional: true }] }],
});

export function PackageOwnFields({ form }: { form: PackageFormState }) {
  return <FormFields form={form} fields={packageOwnFields} />;
}
