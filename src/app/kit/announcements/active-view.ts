import type { ActiveAnnouncements } from '@shared/contracts/announcements';
import { announcements } from '@shared/contracts/plain/announcements';
import type { Language } from '@shared/constants';
import { api, interactiveEffects } from '@app/lib/api';
import { applyFailureEffects, isApiError } from '@app/lib/api-errors';
import { defineView } from '../resource/define-view';

/**
 * What the signed-in account may read now (`GET /api/announcements/active`), in a language, saved for offline by it.
 * A failure is said in place, under the page's own content, never as a toast: only a lost session acts as usual.
 */
export const activeAnnouncementsView = defineView<ActiveAnnouncements, Language>({
  type: 'announcements.active',
  read: async (language) => {
    try {
      return await api.call(announcements.active, { query: { language }, quiet: true });
    } catch (error) {
      if (isApiError(error)) {
        if (error.kind === 'unauthorized' || error.kind === 'coded') applyFailureEffects(error, interactiveEffects);
        else error.notified = true;
      }
      throw error;
    }
  },
});
