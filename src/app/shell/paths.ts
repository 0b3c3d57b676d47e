export const LOGIN_PATH = '/login';
export const HOME_PATH = '/admin/dashboard';
/** The owner portal (DESIGN.md §6 Owners): its pages sit under this path, and its first menu entry opens here. */
export const PORTAL_PATH = '/portal';

/** Whether a path is one of the owner portal's; no admin page sits there, and no portal page elsewhere. */
export function isPortalPath(path: string): boolean {
  return path === PORTAL_PATH || path.startsWith(`${PORTAL_PATH}/`);
}

/** Where a signed-in account starts: owners in their portal, admins on the dashboard. */
export function homePathFor(profile: { isOwner: boolean }): string {
  return profile.isOwner ? PORTAL_PATH : HOME_PATH;
}

/** Where to go after signing in: the page asked for, unless that was the login page or the root. */
export function returnPathAfterLogin(requested: string | null, home: string = HOME_PATH): string {
  if (!requested) return home;
  const pathname = requested.split('?')[0];
  if (pathname === '/' || pathname === LOGIN_PATH || !pathname.startsWith('/')) return home;
  return requested;
}

/** The outbox screen: the badge and a record's "waiting to sync" chip lead there. */
export const OUTBOX_PATH = '/admin/outbox';

/**
 * The reservation calendar's address: a property (`?property=`) and a month (`?month=YYYY-MM`), both optional. Linked
 * from the reservation list, a unit and the listing summary.
 */
export function calendarPath(propertyId?: string | null, month?: string): string {
  const query = new URLSearchParams();
  if (propertyId) query.set('property', propertyId);
  if (month) query.set('month', month);
  const search = query.toString();
  return `/admin/reservation/calendar${search ? `?${search}` : ''}`;
}
