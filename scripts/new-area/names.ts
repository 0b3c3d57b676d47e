import { flattenMenu, type MenuEntry } from '../../src/shared/menu';
import { PERMISSION_AREAS, type PermissionArea } from '../../src/shared/permissions';

/** Every spelling of one area's name that the generated files use (DESIGN.md §3: one area, one name). */
export interface AreaNames {
  /** As typed: the folder, contract file, server module, locale namespace and API path segment. */
  name: string;
  /** `free-stay` → `free-stay.record`: the record type, `<area>.<record>`, for the audit entity and the cache. */
  recordType: string;
  /** `free-stay` → `freeStay`: the contract's export and the list response's key. */
  camel: string;
  /** `free-stay` → `FreeStay`: types, components and functions. */
  pascal: string;
  /** `free-stay` → `FREE_STAY`: constants. */
  upper: string;
  /** `free-stay` → `free_stay`: the table and its columns' prefix. */
  snake: string;
  /** `free-stay` → `Free stay`: the English words until someone writes better ones. */
  title: string;
  permission: PermissionArea;
  /** The menu entry the area shows under, when src/shared/menu.ts has one for it. */
  menu: MenuEntry | null;
  /** Where the app shows the list: the menu entry's path, or one named after the area. */
  pagePath: string;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export class AreaRefusal extends Error {}

export function isPermissionArea(key: string): key is PermissionArea {
  return PERMISSION_AREAS.some((a) => a.key === key);
}

/** The spellings of a name, or the reason it cannot be an area (nothing is written then). */
export function areaNames(name: string, permission: string | undefined): AreaNames {
  if (!NAME.test(name)) throw new AreaRefusal(`"${name}" is not an area name: lower-case words joined by "-", e.g. holidays or free-stay.`);
  if (!permission) throw new AreaRefusal(`Say which block of permission codes the area uses: --permission <${PERMISSION_AREAS.map((a) => a.key).join('|')}>.`);
  if (!isPermissionArea(permission)) {
    throw new AreaRefusal(`"${permission}" is not a permission area of src/shared/permissions.ts; one of: ${PERMISSION_AREAS.map((a) => a.key).join(', ')}.`);
  }
  const words = name.split('-');
  const camel = words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
  // The menu names entries by their own codes: an area matches by its name or its permission key.
  const menu = flattenMenu().find((e) => e.code === name) ?? flattenMenu().find((e) => e.code === permission) ?? null;
  return {
    name,
    recordType: `${name}.record`,
    camel,
    pascal: camel[0].toUpperCase() + camel.slice(1),
    upper: words.join('_').toUpperCase(),
    snake: words.join('_'),
    title: name[0].toUpperCase() + words.join(' ').slice(1),
    permission,
    menu,
    pagePath: menu?.path ?? `/admin/${name}`,
  };
}
