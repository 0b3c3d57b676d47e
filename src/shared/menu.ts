/**
 * The side menu of SPEC.md section 2: code, label key, path, permission and aliases.
 * `permission: null` means every signed-in admin sees it.
 * The app shows an entry only once its area is built (see app/shell/routes).
 */
export interface MenuEntry {
  code: string;
  /** i18n key under `menu.` */
  label: string;
  path: string;
  permission: number | null;
  aliases?: string[];
}

export interface MenuGroup {
  code: string;
  label: string;
  permission: number | null;
  children: MenuEntry[];
}

export type MenuItem = MenuEntry | MenuGroup;

export function isMenuGroup(item: MenuItem): item is MenuGroup {
  return 'children' in item;
}

export const MENU: MenuItem[] = [
  // Every pending decision the admin may take (issue 9); the server shows each only what they may decide.
  { code: 'approvals', label: 'approvals', path: '/admin/approvals', permission: null },
  { code: 'dashboard', label: 'dashboard', path: '/admin/dashboard', permission: null },
  { code: 'admin-mgmt', label: 'admin', path: '/admin/admin-mgmt', permission: 0, aliases: ['/admin/manage-admin'] },
  { code: 'user-mgmt', label: 'user', path: '/admin/user-mgmt', permission: 4, aliases: ['/admin/user-details'] },
  { code: 'owner-mgmt', label: 'owner', path: '/admin/owner-mgmt', permission: 20, aliases: ['/admin/manage-owner'] },
  {
    code: 'listing',
    label: 'listing',
    permission: 8,
    children: [
      { code: 'listing-summary', label: 'listingSummary', path: '/admin/listing-summary', permission: 8 },
      {
        code: 'view-listing',
        label: 'viewListing',
        path: '/admin/view-listing',
        permission: 8,
        aliases: ['/admin/manage-room-types', '/admin/manage-property', '/admin/manage-unit'],
      },
      { code: 'integration', label: 'integration', path: '/admin/integration', permission: 8 },
    ],
  },
  {
    code: 'reservation',
    label: 'reservation',
    permission: 12,
    children: [
      { code: 'reservation-list', label: 'reservationList', path: '/admin/reservation', permission: 12, aliases: ['/admin/reservation-details'] },
      { code: 'reservation-calendar', label: 'reservationCalendar', path: '/admin/reservation/calendar', permission: 12 },
    ],
  },
  { code: 'enquiry', label: 'enquiry', path: '/admin/enquiry', permission: null },
  { code: 'report', label: 'dsr', path: '/admin/report', permission: 24 },
  { code: 'check-report', label: 'dsrChecking', path: '/admin/check-report', permission: 56 },
  { code: 'company', label: 'company', path: '/admin/company', permission: 60 },
  { code: 'service-package', label: 'servicePackage', path: '/admin/service-package', permission: 28 },
  { code: 'expenses', label: 'expenses', path: '/admin/expenses', permission: 32 },
  { code: 'owner-installment', label: 'ownerInstallment', path: '/admin/owner-installment', permission: 32 },
  { code: 'revenue', label: 'revenue', path: '/admin/revenue', permission: 40 },
  {
    code: 'reporting',
    label: 'reporting',
    path: '/admin/reporting',
    permission: 44,
    aliases: ['/admin/manage-reporting', '/admin/reporting-pdf'],
  },
  { code: 'announcement', label: 'announcement', path: '/admin/announcement', permission: 36 },
  { code: 'holiday', label: 'holiday', path: '/admin/holiday', permission: 48 },
  { code: 'setting', label: 'setting', path: '/admin/setting', permission: null },
  { code: 'global', label: 'global', path: '/admin/global', permission: 16 },
  {
    code: 'free-stay',
    label: 'freeStay',
    permission: 52,
    children: [
      { code: 'free-stay-requests', label: 'freeStayRequests', path: '/admin/free-stay-requests', permission: 52 },
      // The form needs 53 (create): an admin with only 52 would open a page that refuses them.
      { code: 'request-free-stay', label: 'requestFreeStay', path: '/admin/request-free-stay', permission: 53 },
      { code: 'daily-free-stay-quotas', label: 'dailyFreeStayQuotas', path: '/admin/daily-free-stay-quotas', permission: 52 },
      { code: 'free-stay-approval', label: 'freeStayApproval', path: '/admin/free-stay-approval', permission: 55 },
    ],
  },
  {
    code: 'credit',
    label: 'creditManagement',
    permission: 64,
    children: [
      { code: 'manage-credit', label: 'manageCredit', path: '/admin/manage-credit', permission: 64 },
      { code: 'my-credit-requests', label: 'creditRequests', path: '/admin/my-credit-requests', permission: 64 },
      { code: 'credit-history', label: 'creditHistory', path: '/admin/credit-history', permission: 64 },
      { code: 'credit-approval', label: 'creditApproval', path: '/admin/credit-approval', permission: 67 },
    ],
  },
];

/** Whether a page's path is an entry's path, one of its aliases, or a page under either. */
function under(entry: MenuEntry, pathname: string): number {
  let best = -1;
  for (const p of [entry.path, ...(entry.aliases ?? [])]) {
    if ((pathname === p || pathname.startsWith(`${p}/`)) && p.length > best) best = p.length;
  }
  return best;
}

/**
 * The entry a page belongs to: the one whose path is the longest start of it, so the reservation calendar
 * (`/admin/reservation/calendar`) is the calendar's entry, not the list's (`/admin/reservation`). Null when none.
 */
export function activeMenuCode(pathname: string, items: readonly MenuItem[] = MENU): string | null {
  let found: string | null = null;
  let longest = -1;
  for (const entry of flattenMenu(items)) {
    const length = under(entry, pathname);
    if (length > longest) {
      longest = length;
      found = entry.code;
    }
  }
  return found;
}

export function flattenMenu(items: readonly MenuItem[] = MENU): MenuEntry[] {
  return items.flatMap((i) => (isMenuGroup(i) ? i.children : [i]));
}

/**
 * The visible menu for an admin: entries they hold the code for, whose path is built,
 * and groups with at least one visible child.
 */
export function visibleMenu(
  permissions: readonly number[],
  isBuilt: (path: string) => boolean,
  items: MenuItem[] = MENU,
): MenuItem[] {
  const allowed = (code: number | null) => code === null || permissions.includes(code);
  const out: MenuItem[] = [];
  for (const item of items) {
    if (isMenuGroup(item)) {
      if (!allowed(item.permission)) continue;
      const children = item.children.filter((c) => allowed(c.permission) && isBuilt(c.path));
      if (children.length) out.push({ ...item, children });
    } else if (allowed(item.permission) && isBuilt(item.path)) {
      out.push(item);
    }
  }
  return out;
}
