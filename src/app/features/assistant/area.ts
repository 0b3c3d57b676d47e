import { defineArea } from '@app/kit/area';

/**
 * The embedded assistant (issue 30): no page and no menu entry, a button in every page's header and the panel it
 * opens. Off unless the server is configured (ASSISTANT_URL); its code and words load after the first screen.
 */
export default defineArea({
  name: 'assistant',
  words: { withPages: ['assistant'] },
  pages: [],
  slot: () => import('./AssistantSlot'),
});
