/**
 * Permission codes (DESIGN.md §5). Each area owns a block of four codes:
 * base+0 view, base+1 create, base+2 edit, base+3 approve or delete.
 * This is the only place the numbers live; the app and the server both read it.
 */
export const PERMISSION_ACTIONS = ['view', 'create', 'edit', 'approve'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const PERMISSION_AREAS = [
  { key: 'admin', base: 0 },
  { key: 'user', base: 4 },
  { key: 'listing', base: 8 },
  { key: 'reservation', base: 12 },
  { key: 'global', base: 16 },
  { key: 'owner', base: 20 },
  { key: 'dsr', base: 24 },
  { key: 'servicePackage', base: 28 },
  { key: 'expenses', base: 32 },
  { key: 'announcement', base: 36 },
  { key: 'revenue', base: 40 },
  { key: 'reporting', base: 44 },
  { key: 'holiday', base: 48 },
  { key: 'freeStay', base: 52 },
  { key: 'dsrChecking', base: 56 },
  { key: 'company', base: 60 },
  { key: 'credit', base: 64 },
] as const;

export type PermissionArea = (typeof PERMISSION_AREAS)[number]['key'];

const ACTION_OFFSET: Record<PermissionAction, number> = { view: 0, create: 1, edit: 2, approve: 3 };

export function permissionCode(area: PermissionArea, action: PermissionAction = 'view'): number {
  const found = PERMISSION_AREAS.find((a) => a.key === area);
  if (!found) throw new Error(`Unknown permission area ${area}`);
  return found.base + ACTION_OFFSET[action];
}

/** Every valid code, ascending. The first admin holds all of them. */
export const ALL_PERMISSION_CODES: readonly number[] = PERMISSION_AREAS.flatMap((a) =>
  PERMISSION_ACTIONS.map((_, i) => a.base + i),
).sort((x, y) => x - y);

export function isPermissionCode(value: number): boolean {
  return ALL_PERMISSION_CODES.includes(value);
}

export function describeCode(code: number): { area: PermissionArea; action: PermissionAction } | null {
  const area = PERMISSION_AREAS.find((a) => code >= a.base && code < a.base + 4);
  if (!area) return null;
  return { area: area.key, action: PERMISSION_ACTIONS[code - area.base] };
}

/** Named codes used by routes, so a route reads `P.admin.edit` rather than a bare number. */
export const P = Object.fromEntries(
  PERMISSION_AREAS.map((a) => [
    a.key,
    { view: a.base, create: a.base + 1, edit: a.base + 2, approve: a.base + 3 },
  ]),
) as Record<PermissionArea, Record<PermissionAction, number>>;

export function hasPermission(held: readonly number[] | undefined, code: number | null | undefined): boolean {
  if (code === null || code === undefined) return true;
  return !!held && held.includes(code);
}
