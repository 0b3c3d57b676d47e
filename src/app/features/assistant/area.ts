import { defineArea } from '@app/kit/area';

/**
 * The embedded assistant (issue 30): no page and no menu entry, a button in every page's header and the panel it
 * opens. Off unless the server is configured (ASSISTANT_URL): after the first screen, one read of the configuration
 * per account; the assistant's code and words are fetched only when it answers that this account is shown it.
 */
export default defineArea({
  name: 'assistant',
  words: { withPages: ['assistant'] },
  pages: [],
  slot: {
    // Its own small module: it reads through the app's client, which the declaration (read by the unit tests too) may
    // not load at once.
    shown: (accountId) => import('./config-read').then((m) => m.isShown(accountId)),
    load: () => import('./AssistantSlot'),
  },
});
