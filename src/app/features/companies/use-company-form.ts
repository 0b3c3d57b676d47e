import { newCompany } from '@shared/contracts/companies';
import { lengthLimits } from '@app/kit/form/schema';
import { useForm } from '@app/kit/form/use-form';
import { COMPANY_FIELDS, validateCompanyForm, type CompanyField, type CompanyFormValues } from './company-form';

const shape = newCompany.shape;
const PARAMS = {
  name: lengthLimits(shape.name),
  registrationNumber: lengthLimits(shape.registrationNumber),
  sstNumber: lengthLimits(shape.sstNumber),
  tourismTaxNumber: lengthLimits(shape.tourismTaxNumber),
  addressLine1: lengthLimits(shape.addressLine1),
  addressLine2: lengthLimits(shape.addressLine2),
  city: lengthLimits(shape.city),
};

/** Create and edit: the kit's form; a taken SSM number (409) lands on its field. */
export function useCompanyForm(initial: CompanyFormValues) {
  const form = useForm<CompanyFormValues, CompanyField>({
    namespace: 'companies',
    initial,
    fields: COMPANY_FIELDS,
    conflictFields: ['registrationNumber'],
    conflictWords: { registrationNumber: 'SSM' },
    params: PARAMS,
  });
  const localErrors = () => validateCompanyForm(form.values);
  return { ...form, localErrors, visibleErrors: () => form.errorsFor(localErrors()) };
}

export type CompanyFormState = ReturnType<typeof useCompanyForm>;
