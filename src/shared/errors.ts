/** The messages of SPEC.md section 8, spelled as the product spells them. */
export const RETRIEVE_FAILED_MESSAGE =
  'Something went wrong while retriving data, please contact our technical support';
export const UNEXPECTED_API_MESSAGE = 'Unexpected error occured when calling api. Please contact admin.';
export const NOT_FOUND_MESSAGE = '404 Not found';
export const UNAUTHORIZED_BODY = 'Unauthorized';
/** Messages the app never shows as a toast. */
export const SILENT_MESSAGES: readonly string[] = ['User has no permission to access GET Single User!'];
/** SPEC.md section 8: reload 2.5 s after an Unauthorized body. */
export const UNAUTHORIZED_RELOAD_MS = 2500;
/** SPEC.md section 9: request timeout. */
export const REQUEST_TIMEOUT_MS = 1_800_000;
/**
 * A session signed in with a temporary password may only change it (or sign out, or read its own
 * profile) until it does; everything else answers 403 with this code.
 */
export const PASSWORD_CHANGE_REQUIRED_CODE = 'password_change_required';
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Choose a new password before you continue';
/**
 * A banned account's correct password: the sign-in is refused with this code (the app says it in the reader's
 * language), never with the wrong-password message, so the person knows to ask rather than to reset.
 */
export const ACCOUNT_SUSPENDED_CODE = 'account_suspended';
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended. Please contact the administrator.';
