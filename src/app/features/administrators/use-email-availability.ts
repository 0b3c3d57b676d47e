import { FIELD_CHECK_DEBOUNCE_MS } from '@app/kit/constants';
import { useEffect, useState } from 'react';
import { checkEmailAvailable as checkEmailSchema } from '@shared/contracts/administrators';
import { api } from '@app/lib/api';
import { isAbortError } from '@app/lib/api-errors';
import { useDebouncedValue } from '@app/lib/use-debounced-value';
import { checkEmailAvailable } from './administrators-api';


export type EmailAvailability = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'error';

/** Asks the server whether an email is free, 400 ms after the admin stops typing. */
export function useEmailAvailability(email: string): EmailAvailability {
  const debounced = useDebouncedValue(email.trim().toLowerCase(), FIELD_CHECK_DEBOUNCE_MS);
  const [result, setResult] = useState<{ email: string; status: EmailAvailability }>({ email: '', status: 'idle' });

  useEffect(() => {
    if (!debounced) {
      setResult({ email: debounced, status: 'idle' });
      return;
    }
    // The same rule the server applies, so a half-typed address is never sent.
    if (!checkEmailSchema.safeParse({ email: debounced }).success) {
      setResult({ email: debounced, status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setResult({ email: debounced, status: 'checking' });
    checkEmailAvailable(api, debounced, controller.signal)
      .then(({ available }) => setResult({ email: debounced, status: available ? 'available' : 'taken' }))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setResult({ email: debounced, status: 'error' });
      });
    return () => controller.abort();
  }, [debounced]);

  const current = email.trim().toLowerCase();
  if (!current) return 'idle';
  // While the admin is still typing, the last answer belongs to another address.
  return result.email === current ? result.status : 'checking';
}
