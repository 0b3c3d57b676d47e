import { useCallback, useState } from 'react';
import type { LoginResponse } from '@shared/contracts/auth';
import { UNEXPECTED_API_MESSAGE } from '@shared/errors';
import { api } from '@app/lib/api';
import { isApiError } from '@app/lib/api-errors';
import { login } from './auth-api';

export function useLogin(onSignedIn: (response: LoginResponse) => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (email: string, password: string) => {
      setPending(true);
      setError(null);
      try {
        const response = await login(api, { email: email.trim().toLowerCase(), password });
        onSignedIn(response);
      } catch (failure) {
        // Shown under the form only (role="alert" reads it out); a toast as well said it twice.
        setError(isApiError(failure) && failure.message ? failure.message : UNEXPECTED_API_MESSAGE);
        setPending(false);
      }
    },
    [onSignedIn],
  );

  return { submit, pending, error };
}
