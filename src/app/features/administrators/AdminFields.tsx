import { useTranslation } from '@app/lib/use-translation';
import { createAdministrator } from '@shared/contracts/administrators';
import { lengthLimits } from '@app/kit/form/schema';
import { PasswordField } from '@app/kit/form/PasswordField';
import { TextField } from '@app/kit/form/TextField';
import type { AdminField, AdminFormValues } from './admin-form';
import { EmailAvailabilityNote } from './EmailAvailabilityNote';
import type { EmailAvailability } from './use-email-availability';

const schema = createAdministrator.shape;

export interface AdminFieldsProps {
  mode: 'create' | 'edit';
  values: AdminFormValues;
  /** Already translated, from local checks or from the server's 400 `errors`. */
  errors: Partial<Record<AdminField, string>>;
  onChange(field: AdminField, value: string): void;
  emailAvailability?: EmailAvailability;
  testIdPrefix: string;
}

export function AdminFields({ mode, values, errors, onChange, emailAvailability = 'idle', testIdPrefix }: AdminFieldsProps) {
  const { t } = useTranslation('administrators');
  const field = (name: AdminField) => ({
    label: t(`fields.${name}`),
    value: values[name],
    onValue: (value: string) => onChange(name, value),
    error: errors[name],
    schema: schema[name],
    testId: `${testIdPrefix}-${name}`,
  });
  return (
    <div className="stack-form">
      <TextField autocomplete="name" {...field('name')} />
      {mode === 'create' ? (
        <div>
          <TextField type="email" inputmode="email" autocomplete="off" invalid={emailAvailability === 'taken'} {...field('email')} />
          {/* The note is the one place that speaks about availability, before and after submitting. */}
          {errors.email ? null : <EmailAvailabilityNote status={emailAvailability} />}
        </div>
      ) : null}
      <TextField type="tel" inputmode="tel" autocomplete="tel" placeholder="+60 12-345 6789" helper={t('fields.phoneHint')} {...field('phone')} />
      {mode === 'create' ? (
        <PasswordField autocomplete="new-password" helper={t('fields.passwordHint', lengthLimits(schema.password))} {...field('password')} />
      ) : null}
    </div>
  );
}
