import type { ComponentType } from 'react';
import type { PermissionArea } from '@shared/permissions';
import type { AreaInbox } from './inbox/define-inbox';
import type { Resource } from './resource/define-resource';

/**
 * What an area declares about itself in `features/<area>/area.ts` (DESIGN.md §3). The router, the
 * menu, word loading and the outbox screen are built from these, so adding an area touches none
 * of them. A declaration is read with the signed-in shell: it must stay small and import its pages
 * only lazily.
 */

export interface AreaPage {
  /** The route, absolute; `:name` segments are parameters. Where it sits among others is worked out. */
  path: string;
  /** The code the admin needs; `null` means every signed-in admin. */
  permission: number | null;
  /** The page's module, fetched the first time the page opens. */
  load: () => Promise<{ default: ComponentType }>;
  /** The page shows every area's decisions, so their words (`outbox.words`, `inbox.words`) load with it. */
  withDecisionWords?: boolean;
}

export interface AreaMenu {
  /** The entry's code in src/shared/menu.ts; the entry shows once an area declares it. */
  code: string;
  /** An ionicons icon, for the menu and the dashboard tile. */
  icon: string;
  /** The icon of the group the entry sits in, when the entry is a group's child. */
  groupIcon?: string;
  /**
   * A number beside the entry and on its dashboard tile (what waits there), read when the admin
   * moves between pages, comes back to the app, or the outbox has sent what it held. Null: no badge.
   */
  badge?: (signal: AbortSignal) => Promise<number | null>;
}

export interface AreaWords {
  /** In locales/<lang>/index.ts, the login's download: words needed before any page of the area. */
  withLogin?: readonly string[];
  /** Fetched with the area's pages, in the language shown; a language switch brings them along. */
  withPages?: readonly string[];
}

/** The area's records, as its list and record hooks read them (kit/resource). */
export type AreaResource = Resource;

export interface AreaOutbox {
  /**
   * The namespace holding this area's outbox words: `outbox.kinds.<kind>` names a decision,
   * `outbox.changes.<action>` an audit action another admin took, `outbox.fields.<field>` a field.
   */
  words: string;
  /** The prefixes of the decision kinds and audit actions it owns (`rider` of `rider.reject`). */
  kinds: readonly string[];
  /** Record types it owns (`user` of the record key `user:<id>`) and the screen that shows one. */
  records: Readonly<Record<string, (id: string) => string>>;
  /**
   * Its record types as versions before issue 26 named them (old → new): a device's queued items are
   * renamed when its database upgrades, so they still replay in order and show on their record.
   */
  formerly?: Readonly<Record<string, string>>;
}

/** A page of the owner portal: every signed-in owner may open it, the server scopes what it reads. */
export interface PortalPage {
  /** The route, absolute and under `/portal/`; `:name` segments are parameters. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

export interface PortalMenu {
  /** The page the entry opens, one of the area's portal pages. */
  path: string;
  /** Its words, a key of the menu namespace (locales/<lang>/menu.json), which loads with the sign-in page. */
  label: string;
  /** An ionicons icon. */
  icon: string;
  /**
   * Where the entry sits, lower first (0 when left out; equals keep the areas' order). The first entry is the
   * portal's home, so an area that is not the owner's first stop says it comes later.
   */
  order?: number;
}

/**
 * What an area shows owners signed in to the portal (DESIGN.md §6 Owners). Owners see only these pages and this
 * menu, never the admin's: the admin pages and menu stay as they are.
 */
export interface AreaPortal {
  menu?: readonly PortalMenu[];
  pages: readonly PortalPage[];
}

export interface AreaSlot {
  /**
   * Whether the signed-in account is shown the slot at all; its code and words are fetched only if so. A rejection
   * (the device is offline) asks again once it is back online. Absent: always shown.
   */
  shown?: (accountId: string) => Promise<boolean>;
  /** The slot's component, fetched with the area's `withPages` words. */
  load: () => Promise<{ default: ComponentType }>;
  /** False for a slot that draws no words (analytics' reporting): the area's `withPages` words are not fetched with it. */
  words?: false;
}

export interface AreaDeclaration {
  /** The folder under features/. */
  name: string;
  /** Its block of permission codes, when it has one: every page's code comes from it. */
  permission?: PermissionArea;
  /** Further blocks its pages may ask for, when one area fills two menu entries of their own codes (DSR and DSR Checking). */
  alsoPermissions?: readonly PermissionArea[];
  /** Its menu entry, or its entries when the area fills a group of the menu (credit's four). */
  menu?: AreaMenu | readonly AreaMenu[];
  words?: AreaWords;
  /**
   * Loaded when asked for: its calls carry the contract's schemas, and building every area's
   * schemas before the first screen was the largest part of the signed-in shell's start on a phone.
   */
  resource?: () => Promise<AreaResource>;
  pages: readonly AreaPage[];
  /** For an area whose decisions go through the outbox. */
  outbox?: AreaOutbox;
  /** The kinds of pending decision it brings to the approvals inbox (kit/inbox). */
  inbox?: AreaInbox;
  /** Its pages and menu entries in the owner portal. */
  portal?: AreaPortal;
  /**
   * Something the area adds to the signed-in shell itself rather than to a page (the assistant's header button and
   * panel, analytics' reporting), drawn once beside the pages, in the admin app and the owner portal alike. Nothing of
   * it is asked for until the first screen has drawn what it came for (lib/first-screen.ts) and the main thread has had
   * a moment with nothing to do; `useCurrentScreen` (shell/current-screen.tsx) tells it the screen shown.
   */
  slot?: AreaSlot;
}

/** The menu entries an area declares, one or several. */
export function areaMenus(area: Pick<AreaDeclaration, 'menu'>): readonly AreaMenu[] {
  if (!area.menu) return [];
  return 'code' in area.menu ? [area.menu] : area.menu;
}

/** Checks a declaration against the type while keeping its literal shape for the area's own use. */
export function defineArea<const A extends AreaDeclaration>(area: A): A {
  return area;
}
