import type { TFunction } from 'i18next';
import { ACCOUNT_SUSPENDED_CODE, UNEXPECTED_API_MESSAGE } from '@shared/errors';
import { isApiError } from '@app/lib/api-errors';

/** What the form says when the sign-in fails: a suspension in the reader's language, else the server's own words. */
export function signInFailureMessage(failure: unknown, t: TFunction): string {
  if (isApiError(failure) && failure.code === ACCOUNT_SUSPENDED_CODE) return t('accountSuspended');
  return isApiError(failure) && failure.message ? failure.message : UNEXPECTED_API_MESSAGE;
}
