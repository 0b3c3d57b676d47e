import { userProfileFields, type User } from '@shared/contracts/users';
import { DOCUMENT_KINDS } from '@shared/contracts/plain/users';
import { defineForm, type FormState } from '@app/kit/form/define-form';
import { lengthLimits } from '@app/kit/form/schema';
import { buildFormData, EMPTY_FORM, FORM_FIELDS, formFromUser, MAX_FILE_BYTES, serverFieldErrors, validateUserForm, type FormField, type FormFiles, type UserFormValues } from './user-form';

/** The typed profile and the chosen documents, kept together so the rules and the body see both. */
export type UserFormInput = UserFormValues & { files: FormFiles };

const FILE_LIMIT = { mb: MAX_FILE_BYTES / (1024 * 1024) };

/** Register and edit; a file that is too large is said at once. */
export const userForm = defineForm({
  namespace: 'users',
  fields: FORM_FIELDS,
  shownAtOnce: DOCUMENT_KINDS,
  // The number is read in its country, so a new country re-judges it.
  // A new MyKad number re-judges the date of birth it carries.
  clears: { country: ['phone'], idNumber: ['dateOfBirth'] },
  // An email or phone already used by another account comes back as a 409 naming it.
  conflictFields: ['email', 'phone'],
  params: { name: lengthLimits(userProfileFields.shape.name), ...Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, FILE_LIMIT])) },
  rules: (values: UserFormInput) => validateUserForm(values, values.files),
  readServerErrors: (errors, values) => serverFieldErrors(errors, values.files),
  empty: { ...EMPTY_FORM, files: {} } as UserFormInput,
  fromRecord: (user: User): UserFormInput => ({ ...formFromUser(user), files: {} }),
  toBody: (values) => buildFormData(values, values.files),
  // Only what changed: the server reads an empty part as "not given".
  toPatch: (values, user: User) => buildFormData(values, values.files, formFromUser(user)),
});

export type UserFormState = FormState<UserFormInput, FormField>;
