import { trendingUpOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'revenue',
  permission: 'revenue',
  menu: { code: 'revenue', icon: trendingUpOutline },
  words: { withPages: ['revenue'] },
  pages: [{ path: '/admin/revenue', permission: P.revenue.view, load: () => import('./RevenuePage') }],
});
