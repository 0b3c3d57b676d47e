import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@app/lib/api-errors';
import { MIN_ADMIN_PASSWORD, validateAdminForm, type AdminField, type AdminFormErrors, type AdminFormValues } from './admin-form';
import type { EmailAvailability } from './use-email-availability';

const FIELDS: AdminField[] = ['name', 'email', 'phone', 'password'];

/**
 * Form state shared by register and edit: local rules once the admin has tried to submit,
 * and the server's per-field messages until that field is edited again.
 */
export function useAdminForm(mode: 'create' | 'edit', initial: AdminFormValues) {
  const { t } = useTranslation('administrators');
  const [values, setValues] = useState<AdminFormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<AdminField, string>>>({});

  const onChange = useCallback((field: AdminField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  }, []);

  const localErrors = (availability: EmailAvailability): AdminFormErrors => validateAdminForm(values, mode, availability);

  function visibleErrors(availability: EmailAvailability): Partial<Record<AdminField, string>> {
    const local = localErrors(availability);
    const out: Partial<Record<AdminField, string>> = {};
    for (const field of FIELDS) {
      const key = local[field];
      // A taken email is said by the availability note under the field, not twice.
      const showLocal = submitted && key !== 'form.emailTaken';
      out[field] = serverErrors[field] ?? (showLocal && key ? t(key, { min: MIN_ADMIN_PASSWORD }) : undefined);
    }
    return out;
  }

  /** Reads a 400's `errors` into the fields they name. */
  const takeServerErrors = useCallback((error: unknown) => {
    if (!isApiError(error) || !error.fieldErrors.length) return;
    const next: Partial<Record<AdminField, string>> = {};
    for (const { field, message } of error.fieldErrors) {
      const name = FIELDS.find((f) => field === f || field.endsWith(`.${f}`));
      if (name) next[name] = message;
    }
    setServerErrors(next);
  }, []);

  return { values, setValues, onChange, submitted, setSubmitted, localErrors, visibleErrors, takeServerErrors };
}
