import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { flattenMenu } from '@shared/menu';
import { withAreaWords } from '../lib/area-words';
import { P } from '@shared/permissions';
import { HOME_PATH } from './paths';

export interface AppRoute {
  path: string;
  /** The code the admin needs; `null` means every signed-in admin. */
  permission: number | null;
  page: LazyExoticComponent<ComponentType>;
}

// Every area is its own chunk, so the login screen downloads none of them.
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const AdminListPage = lazy(() => import('../features/administrators/AdminListPage'));
const AdminDetailPage = lazy(() => import('../features/administrators/AdminDetailPage'));
const AdminRegisterPage = lazy(() => import('../features/administrators/AdminRegisterPage'));
const AdminEditPage = lazy(() => import('../features/administrators/AdminEditPage'));
const AdminPermissionsPage = lazy(() => import('../features/administrators/AdminPermissionsPage'));
const UserListPage = lazy(withAreaWords(() => import('../features/users/list/UserListPage'), 'users', 'riders'));
const UserDetailPage = lazy(withAreaWords(() => import('../features/users/detail/UserDetailPage'), 'users', 'riders'));
const UserRegisterPage = lazy(withAreaWords(() => import('../features/users/form/UserRegisterPage'), 'users', 'riders'));
const UserEditPage = lazy(withAreaWords(() => import('../features/users/form/UserEditPage'), 'users', 'riders'));
const UserQueuesPage = lazy(withAreaWords(() => import('../features/users/queues/QueuesPage'), 'users', 'riders'));
const RiderVerificationPage = lazy(withAreaWords(() => import('../features/users/riders/RiderVerificationPage'), 'users', 'riders'));
const RiderAttendancePage = lazy(withAreaWords(() => import('../features/users/riders/AttendancePage'), 'users', 'riders'));
const DayAttendancePage = lazy(withAreaWords(() => import('../features/users/riders/DayAttendancePage'), 'users', 'riders'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/ChangePasswordPage'));
const OutboxPage = lazy(() => import('../features/outbox/OutboxPage'));

/** Specific paths come before parameterised ones so `/new` never reads as an id. */
const CANONICAL_ROUTES: AppRoute[] = [
  { path: HOME_PATH, permission: null, page: DashboardPage },
  { path: '/admin/admin-mgmt/new', permission: P.admin.create, page: AdminRegisterPage },
  { path: '/admin/admin-mgmt/:id/edit', permission: P.admin.edit, page: AdminEditPage },
  { path: '/admin/admin-mgmt/:id/permissions', permission: P.admin.edit, page: AdminPermissionsPage },
  { path: '/admin/admin-mgmt/:id', permission: P.admin.view, page: AdminDetailPage },
  { path: '/admin/admin-mgmt', permission: P.admin.view, page: AdminListPage },
  { path: '/admin/user-mgmt/new', permission: P.user.create, page: UserRegisterPage },
  { path: '/admin/user-mgmt/queues', permission: P.user.view, page: UserQueuesPage },
  { path: '/admin/user-mgmt/attendance/day', permission: P.user.view, page: DayAttendancePage },
  { path: '/admin/user-mgmt/attendance', permission: P.user.view, page: RiderAttendancePage },
  { path: '/admin/user-mgmt/riders/:accountNumber', permission: P.user.view, page: RiderVerificationPage },
  { path: '/admin/user-mgmt/:id/edit', permission: P.user.edit, page: UserEditPage },
  { path: '/admin/user-mgmt/:id', permission: P.user.view, page: UserDetailPage },
  { path: '/admin/user-mgmt', permission: P.user.view, page: UserListPage },
  { path: '/admin/setting/password', permission: null, page: ChangePasswordPage },
  { path: '/admin/setting', permission: null, page: SettingsPage },
  { path: '/admin/outbox', permission: null, page: OutboxPage },
];

/** The menu's aliases (SPEC.md section 2) show the same page as the entry they belong to. */
export function withAliases(routes: AppRoute[]): AppRoute[] {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const aliases = flattenMenu().flatMap((entry) => {
    const target = byPath.get(entry.path);
    return target ? (entry.aliases ?? []).map((alias) => ({ ...target, path: alias })) : [];
  });
  return [...routes, ...aliases];
}

export const APP_ROUTES: AppRoute[] = withAliases(CANONICAL_ROUTES);

const BUILT_PATHS = new Set(APP_ROUTES.map((r) => r.path));

/** A menu entry appears only once its page exists. */
export function isBuilt(path: string): boolean {
  return BUILT_PATHS.has(path);
}
