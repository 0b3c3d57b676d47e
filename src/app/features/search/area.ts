import { defineArea } from '@app/kit/area';

/** The search box (issue 29): one page, opened from the dashboard's header, no menu entry of its own. */
export default defineArea({
  name: 'search',
  words: { withPages: ['search'] },
  pages: [{ path: '/admin/search', permission: null, load: () => import('./SearchPage') }],
});
