import { defineArea } from '@app/kit/area';
import { assistantConfigFor, shownAssistant } from './config-read';

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
    shown: async (accountId) => shownAssistant(await assistantConfigFor(accountId)) !== null,
    load: () => import('./AssistantSlot'),
  },
});
