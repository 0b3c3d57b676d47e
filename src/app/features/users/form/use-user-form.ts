import { useCallback, useState } from 'react';
import { DOCUMENT_KINDS, userProfileFields, type DocumentKind } from '@shared/contracts/users';
import { lengthLimits } from '@app/kit/form/schema';
import { useForm } from '@app/kit/form/use-form';
import { FORM_FIELDS, MAX_FILE_BYTES, serverFieldErrors, validateUserForm, type FormField, type FormFiles, type UserFormValues } from './user-form';

const FILE_LIMIT = { mb: MAX_FILE_BYTES / (1024 * 1024) };
const PARAMS: Partial<Record<FormField, Record<string, unknown>>> = {
  name: lengthLimits(userProfileFields.shape.name),
  ...Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, FILE_LIMIT])),
};
// The number is read in its country, so a new country re-judges it.
// A new MyKad number re-judges the date of birth it carries.
const CLEARS = { country: ['phone'], idNumber: ['dateOfBirth'] } as const;
// An email or phone already used by another account comes back as a 409 naming it.
const CONFLICTS: readonly FormField[] = ['email', 'phone'];

/** Register and edit: the kit's form, plus the chosen documents (a file that is too large is said at once). */
export function useUserForm(initial: UserFormValues) {
  const form = useForm({ namespace: 'users', initial, fields: FORM_FIELDS, shownAtOnce: DOCUMENT_KINDS, clears: CLEARS, conflictFields: CONFLICTS, params: PARAMS });
  const [files, setFiles] = useState<FormFiles>({});
  const { clearServerError } = form;
  const setFile = useCallback(
    (kind: DocumentKind, file: File | undefined) => {
      setFiles((f) => ({ ...f, [kind]: file }));
      clearServerError(kind);
    },
    [clearServerError],
  );
  const localErrors = validateUserForm(form.values, files);
  const takeServerErrors = (error: unknown) => form.takeServerErrors(error, (errors) => serverFieldErrors(errors, files));
  return { ...form, files, setFile, localErrors, errors: form.errorsFor(localErrors), takeServerErrors };
}

export type UserFormState = ReturnType<typeof useUserForm>;
