import { createAdministrator, type Administrator, type CreateAdministrator, type UpdateAdministrator } from '@shared/contracts/administrators';
import { defineForm } from '@app/kit/form/define-form';
import { lengthLimits } from '@app/kit/form/schema';
import { normalisePhone, validateAdminForm, type AdminField, type AdminFormValues } from './admin-form';
import { useEmailAvailability, type EmailAvailability } from './use-email-availability';

// The register and edit forms, declared for the kit's pages (apart from admin-form.ts, whose rules need no network).

const FIELDS: readonly AdminField[] = ['name', 'email', 'phone', 'password'];
const PARAMS = { name: lengthLimits(createAdministrator.shape.name), password: lengthLimits(createAdministrator.shape.password) };
const EMPTY: AdminFormValues = { name: '', email: '', phone: '', password: '' };
type AdminRegisterValues = AdminFormValues & { permissions: number[] };

/** A new administrator: the profile, the email's availability among its rules, and the permissions to start with. */
export const adminRegisterForm = defineForm({
  namespace: 'administrators',
  fields: FIELDS,
  params: PARAMS,
  empty: { ...EMPTY, permissions: [] } as AdminRegisterValues,
  useContext: (values: AdminRegisterValues) => useEmailAvailability(values.email),
  rules: (values, availability?: EmailAvailability) => validateAdminForm(values, 'create', availability),
  // The availability note under the field says it, not the field too.
  saidElsewhere: ['form.emailTaken'],
  toBody: (values): CreateAdministrator => ({
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: normalisePhone(values.phone) || undefined,
    password: values.password,
    permissions: values.permissions,
  }),
});

/** An administrator's name and phone; the email is fixed and the password is reset elsewhere. */
export const adminEditForm = defineForm({
  namespace: 'administrators',
  fields: FIELDS,
  params: PARAMS,
  empty: EMPTY,
  rules: (values) => validateAdminForm(values, 'edit'),
  fromRecord: (admin: Administrator): AdminFormValues => ({ ...EMPTY, name: admin.name, email: admin.email, phone: admin.phone ?? '' }),
  toPatch: (values): UpdateAdministrator => ({ name: values.name.trim(), phone: normalisePhone(values.phone) || null }),
});
