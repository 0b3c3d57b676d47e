export const LOGIN_PATH = '/login';
export const HOME_PATH = '/admin/dashboard';

/** Where to go after signing in: the page asked for, unless that was the login page or the root. */
export function returnPathAfterLogin(requested: string | null): string {
  if (!requested) return HOME_PATH;
  const pathname = requested.split('?')[0];
  if (pathname === '/' || pathname === LOGIN_PATH || !pathname.startsWith('/')) return HOME_PATH;
  return requested;
}

/** The outbox screen: the badge and a record's "waiting to sync" chip lead there. */
export const OUTBOX_PATH = '/admin/outbox';
