import { openItemsForScreens } from '../offline/pending-overlay';
import { showWaitingOnBadge } from './app-badge';
import { getSessionToken } from './cookie';

/**
 * The app icon's count (app-badge.ts) from a count the server just gave; apart from app-badge.ts so that
 * signing out, which clears the icon, does not load the device's store with the sign-in page.
 * Decisions still queued on this device are in that count (they have not reached the server), and the
 * inbox already took them off: it is shown only once the outbox has nothing left to send, when the
 * menu's counts are read again anyway.
 *
 * The count belongs to the session that read it. Asking the device's store takes a moment, and an admin who
 * signs out in that moment has had the icon cleared: a count arriving after that (or for the next person to
 * sign in) is dropped rather than put back on the icon.
 */
export async function showServerWaiting(
  count: number,
  queued: () => Promise<readonly unknown[]> = openItemsForScreens,
  session: () => string | undefined = getSessionToken,
): Promise<void> {
  const readFor = session();
  if (readFor === undefined) return;
  const open = await queued().catch(() => null);
  if (open?.length === 0 && session() === readFor) showWaitingOnBadge(count);
}
