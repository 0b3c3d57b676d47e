import { newServicePackage } from '@shared/contracts/service-packages';
import { lengthLimits } from '@app/kit/form/schema';
import { useForm } from '@app/kit/form/use-form';
import { PACKAGE_FIELDS, validatePackageForm, type PackageField, type PackageFormValues } from './package-form';

const PARAMS = { name: lengthLimits(newServicePackage.shape.name), description: lengthLimits(newServicePackage.shape.description) };

/** Create and edit: the kit's form; a taken name (409) lands on its field. */
export function usePackageForm(initial: PackageFormValues) {
  const form = useForm<PackageFormValues, PackageField>({ namespace: 'service-packages', initial, fields: PACKAGE_FIELDS, conflictFields: ['name'], params: PARAMS });
  const localErrors = () => validatePackageForm(form.values);
  return { ...form, localErrors, visibleErrors: () => form.errorsFor(localErrors()) };
}

export type PackageFormState = ReturnType<typeof usePackageForm>;
