import { openItemsForScreens } from '../offline/pending-overlay';
import { showWaitingOnBadge } from './app-badge';

/**
 * The app icon's count (app-badge.ts) from a count the server just gave; apart from app-badge.ts so that
 * signing out, which clears the icon, does not load the device's store with the sign-in page.
 * Decisions still queued on this device are in that count (they have not reached the server), and the
 * inbox already took them off: it is shown only once the outbox has nothing left to send, when the
 * menu's counts are read again anyway.
 */
export async function showServerWaiting(count: number, queued: () => Promise<readonly unknown[]> = openItemsForScreens): Promise<void> {
  const open = await queued().catch(() => null);
  if (open?.length === 0) showWaitingOnBadge(count);
}
