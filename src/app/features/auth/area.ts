import { defineArea } from '@app/kit/area';

export default defineArea({
  name: 'auth',
  // The login form is the first paint; it is not a routed page.
  words: { withLogin: ['auth'] },
  // Reached from the settings page, so it sits under its path.
  pages: [{ path: '/admin/setting/password', permission: null, load: () => import('./ChangePasswordPage') }],
  // The same page for an owner, under the portal's settings.
  portal: { pages: [{ path: '/portal/settings/password', load: () => import('./ChangePasswordPage') }] },
});
