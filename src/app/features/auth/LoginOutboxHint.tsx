import { useState } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { readWaitingHints } from '@app/offline/outbox-hint';

/**
 * Decisions made on this device still wait for their admin to sign in (the session ended, or they
 * signed out offline). Read from a small note, not from IndexedDB, to keep the login page light.
 */
export function LoginOutboxHint() {
  const { t } = useTranslation('outbox');
  const [hints] = useState(() => readWaitingHints());
  if (!hints.length) return null;
  return (
    <div className="auth-card__outbox" role="status" data-testid="login-outbox-hint">
      {hints.map((hint) => (
        <p key={hint.adminId}>{t('login.hint', { count: hint.count, email: hint.email })}</p>
      ))}
    </div>
  );
}
