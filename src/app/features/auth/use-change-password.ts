import { useCallback, useRef, useState } from 'react';
import { api } from '@app/lib/api';
import { notifyOnce } from '@app/lib/api-errors';
import { createIdempotencyKeeper } from '@app/lib/idempotency';
import { showToast } from '@app/lib/toast-bus';
import { changePassword } from './auth-api';

export function useChangePassword() {
  const keeper = useRef(createIdempotencyKeeper());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = useCallback(async (currentPassword: string, newPassword: string, signOutOthers = false): Promise<boolean> => {
    const body = signOutOthers ? { currentPassword, newPassword, signOutOthers } : { currentPassword, newPassword };
    setPending(true);
    setError(null);
    try {
      await changePassword(api, body, keeper.current.keyFor('change-password', body));
      keeper.current.settle('change-password');
      return true;
    } catch (failure) {
      setError(failure);
      notifyOnce(failure, (message) => showToast(message));
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  return { submit, pending, error };
}
