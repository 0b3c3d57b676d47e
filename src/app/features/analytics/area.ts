import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

/**
 * First-party analytics (issue 30): what phones in the field really get, screen by screen. A page of the Global
 * area's view code (16), reached from the global settings; the reporting itself runs in the shell for everyone.
 */
export default defineArea({
  name: 'analytics',
  permission: 'global',
  words: { withPages: ['analytics'] },
  pages: [{ path: '/admin/global/analytics', permission: P.global.view, load: () => import('./AnalyticsPage') }],
});
