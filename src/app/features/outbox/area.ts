import { defineArea } from '@app/kit/area';
import { OUTBOX_PATH } from '@app/shell/paths';

export default defineArea({
  name: 'outbox',
  // The badge, the login page's hint and the replayer's toasts speak before the screen is opened.
  words: { withLogin: ['outbox'] },
  pages: [{ path: OUTBOX_PATH, permission: null, load: () => import('./OutboxPage'), withDecisionWords: true }],
});
