import { newOwner } from '@shared/contracts/owners';
import { lengthLimits } from '@app/kit/form/schema';
import { useForm } from '@app/kit/form/use-form';
import { OWNER_FIELDS, validateOwnerForm, type OwnerField, type OwnerFormValues } from './owner-form';

const shape = newOwner.shape;
const PARAMS = {
  name: lengthLimits(shape.name),
  addressLine1: lengthLimits(shape.addressLine1),
  addressLine2: lengthLimits(shape.addressLine2),
  postcode: lengthLimits(shape.postcode),
  city: lengthLimits(shape.city),
};
// The number is read in its country, and an id number by its type: a new choice re-judges them.
const CLEARS = { country: ['phone'], idType: ['idNumber'] } as const;

/** Create and edit: the kit's form; an email or phone another account holds (409) lands on its field. */
export function useOwnerForm(initial: OwnerFormValues) {
  const form = useForm<OwnerFormValues, OwnerField>({
    namespace: 'owners',
    initial,
    fields: OWNER_FIELDS,
    clears: CLEARS,
    conflictFields: ['email', 'phone'],
    params: PARAMS,
  });
  const localErrors = () => validateOwnerForm(form.values);
  return { ...form, localErrors, visibleErrors: () => form.errorsFor(localErrors()) };
}

export type OwnerFormState = ReturnType<typeof useOwnerForm>;
