import { useCallback, useState } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { isApiError, type FieldError } from '@app/lib/api-errors';
import { KIT_WORDS } from '../words';
import { refusalOfError, wordedFieldErrors } from '@app/lib/refusal-words';

/** Per field: a translation key of the area (local rules) or the server's own words. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormOptions<V, F extends string> {
  /** The area's locale namespace, where the keys of its local rules live. */
  namespace: string;
  initial: V;
  /** Every field the server may name in a 400's `errors`. */
  fields: readonly F[];
  /** Rules shown as soon as they fail rather than after a submit: a file too large is refused when chosen. */
  shownAtOnce?: readonly F[];
  /** A change to the key re-judges these fields on the server, so their old message goes. */
  clears?: Partial<Record<keyof V, readonly F[]>>;
  /** Fields a 409 may be about (a value another record already holds): the one its message names takes it. */
  conflictFields?: readonly F[];
  /** How a 409's message names a field when not by its own name (`SSM` for `registrationNumber`). */
  conflictWords?: Partial<Record<F, string>>;
  /** Interpolation for a field's messages: its limits, a file size. */
  params?: Partial<Record<F, Record<string, unknown>>>;
}

/** A length rule's message is the kit's "At most {{max}} characters" unless the area words it (`form.nameTooLong`). */
function withKitWord(key: string): string | string[] {
  return key.endsWith('TooLong') ? [key, `${KIT_WORDS}:form.tooLong`] : key;
}

/** A 400's `errors` on the fields they name, by name or by a path ending in it (`body.name`). */
export function matchFieldErrors<F extends string>(errors: readonly FieldError[], fields: readonly F[]): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const { field, message } of errors) {
    const name = fields.find((f) => field === f || field.endsWith(`.${f}`));
    if (name) out[name] = message;
  }
  return out;
}

/**
 * Form state of an area's register and edit pages: local rules once the admin has tried to submit,
 * and the server's per-field messages until that field is edited again.
 */
export function useForm<V extends object, F extends string>(options: FormOptions<V, F>) {
  const { namespace, initial, fields, shownAtOnce = [], clears, conflictFields = [], conflictWords = {} as Partial<Record<F, string>>, params } = options;
  const { t } = useTranslation(namespace);
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});

  const clearServerError = useCallback((...names: readonly string[]) => {
    setServerErrors((errors) => {
      if (!names.some((n) => n in errors)) return errors;
      return Object.fromEntries(Object.entries(errors).filter(([n]) => !names.includes(n))) as FieldErrors<F>;
    });
  }, []);

  const setField = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      clearServerError(String(field), ...(clears?.[field] ?? []));
    },
    [clears, clearServerError],
  );

  /** What the fields show: the server's message first, else the local rule's words when it is time to show them. */
  function errorsFor(local: FieldErrors<F>): FieldErrors<F> {
    const out: FieldErrors<F> = {};
    for (const [field, key] of Object.entries(local) as [F, string | undefined][]) {
      if (key && (submitted || shownAtOnce.includes(field))) out[field] = t(withKitWord(key), params?.[field]);
    }
    return { ...out, ...serverErrors };
  }

  /** Keeps what a failed save said about each field; `read` maps errors the plain names do not cover. */
  function takeServerErrors(error: unknown, read: (errors: FieldError[]) => FieldErrors<F> = (e) => matchFieldErrors(e, fields)): void {
    if (!isApiError(error)) return;
    if (error.fieldErrors.length) {
      // Each field's error by its code in the reader's language (the server's English for an unknown code).
      setServerErrors(read(wordedFieldErrors(error.fieldErrors)));
      return;
    }
    const message = error.message.toLowerCase();
    const field = error.status === 409 ? conflictFields.find((f) => message.includes((conflictWords[f] ?? f).toLowerCase())) : undefined;
    // Matched on the server's English; shown in the reader's language when the 409 carries its rule's code.
    if (field) setServerErrors({ [field]: refusalOfError(error.body, error.message) ?? error.message } as FieldErrors<F>);
  }

  return { values, setValues, setField, submitted, setSubmitted, errorsFor, takeServerErrors, clearServerError };
}
