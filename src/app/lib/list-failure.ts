import { RETRIEVE_FAILED_MESSAGE } from '@shared/errors';
import { isAbortError, isApiError } from './api-errors';

export interface ListFailureReporter {
  /** A new load of the list begins (first page, new filter, pull to refresh). */
  reset(): void;
  /** A request of the current load failed; only the first failure of a load is shown. */
  report(error: unknown): void;
}

export function listFailureMessage(error: unknown): string {
  if (isApiError(error)) return error.message || RETRIEVE_FAILED_MESSAGE;
  return RETRIEVE_FAILED_MESSAGE;
}

/** SPEC.md section 8: a list that fails to load says so once, not once per page or retry. */
export function createListFailureReporter(toast: (message: string) => void): ListFailureReporter {
  let reported = false;
  return {
    reset() {
      reported = false;
    },
    report(error) {
      if (reported || isAbortError(error)) return;
      reported = true;
      if (isApiError(error) && (error.notified || error.silent)) return;
      toast(listFailureMessage(error));
      if (isApiError(error)) error.notified = true;
    },
  };
}
