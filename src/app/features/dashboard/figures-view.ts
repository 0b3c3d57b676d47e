import type { DashboardFigures } from '@shared/contracts/dashboard';
import { dashboard } from '@shared/contracts/plain/dashboard';
import type { Language } from '@shared/constants';
import { api, interactiveEffects } from '@app/lib/api';
import { applyFailureEffects, isApiError } from '@app/lib/api-errors';
import { defineView } from '@app/kit/resource/define-view';

/**
 * The dashboard's one read (`GET /api/dashboard`), saved on the device so the first screen opens offline and says how
 * old its figures are. A failure is said in place, never as a toast: only a lost session acts as usual.
 */
export const dashboardView = defineView<DashboardFigures, Language>({
  type: 'dashboard.figures',
  read: async (language) => {
    try {
      return await api.call(dashboard.read, { query: { language }, quiet: true });
    } catch (error) {
      if (isApiError(error)) {
        if (error.kind === 'unauthorized' || error.kind === 'coded') applyFailureEffects(error, interactiveEffects);
        else error.notified = true;
      }
      throw error;
    }
  },
});
