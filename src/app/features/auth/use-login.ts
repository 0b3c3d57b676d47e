import { useCallback, useState } from 'react';
import type { LoginResponse } from '../../../shared/contracts/auth';
import { UNEXPECTED_API_MESSAGE } from '../../../shared/errors';
import { api } from '../../lib/api';
import { isApiError, notifyOnce } from '../../lib/api-errors';
import { showToast } from '../../lib/toast-bus';
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
        setError(isApiError(failure) ? failure.message : UNEXPECTED_API_MESSAGE);
        notifyOnce(failure, (message) => showToast(message));
        setPending(false);
      }
    },
    [onSignedIn],
  );

  return { submit, pending, error };
}
