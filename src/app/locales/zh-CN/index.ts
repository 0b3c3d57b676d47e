import auth from './auth.json';
import common from './common.json';
import dashboard from './dashboard.json';
import menu from './menu.json';
import permissions from './permissions.json';
import offline from './offline.json';
import outbox from './outbox.json';
import settings from './settings.json';

/** One chunk per language: a device downloads only the words it shows. */
export default { auth, common, dashboard, menu, offline, outbox, permissions, settings };
