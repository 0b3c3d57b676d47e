import { globeOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

/** Company-wide settings and the SST rate table (16–19): each value versioned, each change audited. */
export default defineArea({
  name: 'global-settings',
  permission: 'global',
  menu: { code: 'global', icon: globeOutline },
  words: { withPages: ['global-settings'] },
  pages: [{ path: '/admin/global', permission: P.global.view, load: () => import('./GlobalSettingsPage') }],
});
