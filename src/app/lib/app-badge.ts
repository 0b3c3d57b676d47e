/**
 * The installed app's icon shows how many decisions wait for this admin (issue 29), through the
 * Badging API where the platform has it. Where it does not (iOS Safari outside an installed app,
 * most desktop browsers), nothing happens and nothing fails: the icon is a convenience, the inbox
 * and the menu still say the count. An owner's portal never sets it.
 */

/** The two calls of the Badging API, either of which a platform may lack. */
export type BadgingNavigator = Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>>;

function currentNavigator(): BadgingNavigator | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

/**
 * An absent call is skipped; a present one is called as the navigator's own method (a detached one throws
 * "Illegal invocation"). The platform may refuse (no permission, the app not installed), at once or by
 * rejecting: the icon simply keeps what it had.
 */
function quietly(run: () => Promise<void> | undefined): void {
  try {
    void run()?.catch(() => undefined);
  } catch {
    // Refused at once rather than by rejecting: as quiet.
  }
}

/** Nothing waiting shows no badge at all (not a "0"). */
export function clearWaitingBadge(nav: BadgingNavigator | undefined = currentNavigator()): void {
  quietly(() => nav?.clearAppBadge?.());
}

/** The count of approvals waiting that the admin may decide, each time the app learns it. */
export function showWaitingOnBadge(count: number, nav: BadgingNavigator | undefined = currentNavigator()): void {
  const waiting = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (waiting === 0) clearWaitingBadge(nav);
  else quietly(() => nav?.setAppBadge?.(waiting));
}
