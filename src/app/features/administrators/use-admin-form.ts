import { createAdministrator } from '@shared/contracts/administrators';
import { lengthLimits } from '@app/kit/form/schema';
import { useForm } from '@app/kit/form/use-form';
import { validateAdminForm, type AdminField, type AdminFormErrors, type AdminFormValues } from './admin-form';
import type { EmailAvailability } from './use-email-availability';

const FIELDS: readonly AdminField[] = ['name', 'email', 'phone', 'password'];
const PARAMS = { name: lengthLimits(createAdministrator.shape.name), password: lengthLimits(createAdministrator.shape.password) };

/** Register and edit: the kit's form, with the email's availability among the local rules. */
export function useAdminForm(mode: 'create' | 'edit', initial: AdminFormValues) {
  const form = useForm({ namespace: 'administrators', initial, fields: FIELDS, params: PARAMS });
  const localErrors = (availability: EmailAvailability): AdminFormErrors => validateAdminForm(form.values, mode, availability);
  function visibleErrors(availability: EmailAvailability): AdminFormErrors {
    const { email, ...others } = localErrors(availability);
    // A taken email is said by the availability note under the field, not twice.
    return form.errorsFor(email === 'form.emailTaken' ? others : { ...others, email });
  }
  return { ...form, localErrors, visibleErrors };
}
