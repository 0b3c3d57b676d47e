import { settingsOutline } from 'ionicons/icons';
import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'settings',
  menu: { code: 'setting', icon: settingsOutline },
  // A handful of words: cheaper inside the login's download than as a request of their own.
  // The analytics opt-out's words (the analytics area's namespace) come with the page, not with the sign-in's download.
  words: { withLogin: ['settings'], withPages: ['analytics'] },
  pages: [{ path: '/admin/setting', permission: null, load: () => import('./SettingsPage') }],
  // Every owner keeps their own language, theme, password and devices too.
  portal: {
    menu: [{ path: '/portal/settings', label: 'portal.settings', icon: settingsOutline, order: 90 }],
    pages: [{ path: '/portal/settings', load: () => import('./SettingsPage') }],
  },
});
