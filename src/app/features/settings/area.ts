import { settingsOutline } from 'ionicons/icons';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'settings',
  menu: { code: 'setting', icon: settingsOutline },
  // A handful of words: cheaper inside the login's download than as a request of their own.
  words: { withLogin: ['settings'] },
  pages: [{ path: '/admin/setting', permission: null, load: () => import('./SettingsPage') }],
  // Every owner keeps their own language, theme, password and devices too.
  portal: {
    menu: [{ path: '/portal/settings', label: 'portal.settings', icon: settingsOutline, order: 90 }],
    pages: [{ path: '/portal/settings', load: () => import('./SettingsPage') }],
  },
});
