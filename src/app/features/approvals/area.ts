import { fileTrayFullOutline } from 'ionicons/icons';
import { defineArea } from '@app/kit/area';

function loadInbox() {
  void import('./card-cache').then((m) => m.preloadCards()).catch(() => undefined);
  return import('./ApprovalsPage');
}

/**
 * The approvals inbox (issue 9): every pending decision the admin may take, from the kinds the
 * other areas declare (their `inbox`). Any signed-in admin has the entry: the server gives each
 * only the kinds they may decide, and an admin who may decide none sees an empty inbox.
 */
export default defineArea({
  name: 'approvals',
  menu: {
    code: 'approvals',
    icon: fileTrayFullOutline,
    badge: (signal) => import('./count').then((m) => m.waitingCount(signal)),
  },
  words: { withPages: ['approvals'] },
  // With every area's decision words: the cards and prompts speak their own area's.
  // The cards' code is asked for with the page's, not once the list has answered (issue 25).
  pages: [{ path: '/admin/approvals', permission: null, load: loadInbox, withDecisionWords: true }],
});
