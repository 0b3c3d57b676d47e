import { homeOutline, syncOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'integration',
  permission: 'listing',
  menu: [{ code: 'integration', icon: syncOutline, groupIcon: homeOutline }],
  words: { withPages: ['integration'] },
  pages: [{ path: '/admin/integration', permission: P.listing.view, load: () => import('./IntegrationPage') }],
});
