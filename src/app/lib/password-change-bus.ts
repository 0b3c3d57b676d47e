/**
 * A call answered 403 password_change_required (this session signed in with a temporary password,
 * perhaps in another tab): the API client says so here, and the auth gate switches to the
 * change-password screen.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function announcePasswordChangeRequired(): void {
  for (const listener of listeners) listener();
}

export function onPasswordChangeRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
