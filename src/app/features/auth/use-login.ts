import { useCallback, useState } from 'react';
import type { LoginResponse } from '@shared/contracts/auth';
import { api } from '@app/lib/api';
import { useTranslation } from '@app/lib/use-translation';
import { login } from './auth-api';
import { signInFailureMessage } from './sign-in-failure';

export function useLogin(onSignedIn: (response: LoginResponse) => void) {
  const { t } = useTranslation('auth');
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
        setError(signInFailureMessage(failure, t));
        setPending(false);
      }
    },
    [onSignedIn, t],
  );

  return { submit, pending, error };
}
