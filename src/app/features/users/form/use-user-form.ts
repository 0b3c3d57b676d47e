import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, type DocumentKind } from '@shared/contracts/users';
import { isApiError } from '@app/lib/api-errors';
import { serverFieldErrors, validateUserForm, type FormErrors, type FormField, type FormFiles, type TextField, type UserFormValues } from './user-form';

const MAX_MB = 10;

/**
 * Register and edit share this: local rules once the admin tries to submit (a file that is too
 * large at once), and the server's per-field messages until that field changes again.
 */
export function useUserForm(initial: UserFormValues) {
  const { t } = useTranslation('users');
  const [values, setValues] = useState<UserFormValues>(initial);
  const [files, setFiles] = useState<FormFiles>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});

  const clearServer = (field: FormField) => setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const setField = useCallback(<K extends TextField>(field: K, value: UserFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearServer(field);
    // The number is read in its country, so a new country re-judges it.
    if (field === 'country') clearServer('phone');
  }, []);

  const setFile = useCallback((kind: DocumentKind, file: File | undefined) => {
    setFiles((f) => ({ ...f, [kind]: file }));
    clearServer(kind);
  }, []);

  const local = validateUserForm(values, files);

  const errors: FormErrors = {};
  for (const [field, key] of Object.entries(local) as [FormField, string | undefined][]) {
    const isFile = (DOCUMENT_KINDS as readonly string[]).includes(field);
    if (key && (submitted || isFile)) errors[field] = t(key, { mb: MAX_MB });
  }
  for (const [field, message] of Object.entries(serverErrors) as [FormField, string | undefined][]) {
    if (message) errors[field] = message;
  }

  const takeServerErrors = useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return;
      if (error.fieldErrors.length) setServerErrors(serverFieldErrors(error.fieldErrors, files));
      // An email or phone already used by another account comes back as a 409 naming it.
      else if (error.status === 409) {
        const field = /email/i.test(error.message) ? 'email' : /phone/i.test(error.message) ? 'phone' : null;
        if (field) setServerErrors({ [field]: error.message });
      }
    },
    [files],
  );

  return { values, files, setField, setFile, submitted, setSubmitted, localErrors: local, errors, takeServerErrors };
}

export type UserFormState = ReturnType<typeof useUserForm>;
