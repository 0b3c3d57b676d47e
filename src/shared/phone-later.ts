import type { formatPhone as FormatPhone } from './phone';

export type PhoneFormat = typeof FormatPhone;

let format: PhoneFormat | undefined;
let loading: Promise<PhoneFormat> | undefined;

/**
 * formatPhone for a screen that shows numbers in its first content (the users list): libphonenumber is some
 * 150 KB and 60 ms of a phone's main thread, so it is fetched once that content is drawn rather than before
 * (issue 25). A failed fetch is asked again next time.
 */
export function loadPhoneFormat(): Promise<PhoneFormat> {
  loading ??= import('./phone').then(
    (module) => (format = module.formatPhone),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** formatPhone once it has arrived; undefined before. */
export function loadedPhoneFormat(): PhoneFormat | undefined {
  return format;
}
