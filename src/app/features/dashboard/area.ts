import { gridOutline } from 'ionicons/icons';
import { defineArea } from '@app/kit/area';
import { HOME_PATH } from '@app/shell/paths';

export default defineArea({
  name: 'dashboard',
  menu: { code: 'dashboard', icon: gridOutline },
  // The first page after signing in: its words must not wait for a second download.
  words: { withLogin: ['dashboard'] },
  pages: [{ path: HOME_PATH, permission: null, load: () => import('./DashboardPage') }],
});
