import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import { flattenMenu } from '@shared/menu';
import { areaMenus, type AreaDeclaration, type AreaPage, type PortalMenu, type PortalPage } from '../kit/area';
import { withAreaWords } from '../lib/area-words';
import { KIT_WORDS } from '../kit/words';
import { AREAS } from './areas';

export interface AppRoute {
  path: string;
  /** The code the admin needs; `null` means every signed-in admin. */
  permission: number | null;
  page: LazyExoticComponent<ComponentType>;
  /** Asks for the page's code and words now (the same download `page` renders from). */
  preload(): Promise<unknown>;
}

/** A page's loader that downloads once, whoever asks first: the start-up preload or the route's render. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      // A failed download may be tried again (the page's retry), not remembered.
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<AppRoute, 'page' | 'preload'> {
  const shared = once(load);
  return { page: lazy(shared), preload: shared };
}

/** The words a page needs for its first render: the kit's, its area's, and every area's decision words if it shows them. */
export function pageWords(area: AreaDeclaration, page: AreaPage | PortalPage, areas: readonly AreaDeclaration[]): string[] {
  const own = area.words?.withPages ?? [];
  const decisions = 'withDecisionWords' in page && page.withDecisionWords ? areas.flatMap((a) => [...(a.outbox ? [a.outbox.words] : []), ...(a.inbox ? [a.inbox.words] : [])]) : [];
  return [...new Set([KIT_WORDS, ...own, ...decisions])];
}

/**
 * Per segment, a fixed one ranks before a parameter, and the end of a path after any segment.
 * Listing routes by these ranks puts `/new` before `/:id` and `/:id/edit` before `/:id`, whatever
 * order the areas wrote them in: of two routes one URL can match, the more specific comes first.
 */
function ranks(path: string): number[] {
  return [...path.split('/').filter(Boolean).map((segment) => (segment.startsWith(':') ? 1 : 0)), 2];
}

function bySpecificity(a: AppRoute, b: AppRoute): number {
  const ra = ranks(a.path);
  const rb = ranks(b.path);
  for (let i = 0; i < Math.min(ra.length, rb.length); i += 1) if (ra[i] !== rb[i]) return ra[i] - rb[i];
  return 0;
}

/** The menu's aliases (SPEC.md section 2) show the same page as the entry they belong to. */
export function withAliases(routes: AppRoute[]): AppRoute[] {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const aliases = flattenMenu().flatMap((entry) => {
    const target = byPath.get(entry.path);
    return target ? (entry.aliases ?? []).map((alias) => ({ ...target, path: alias })) : [];
  });
  return [...routes, ...aliases];
}

/** Every page of every area, each its own chunk so the login screen downloads none of them. */
export function buildRoutes(areas: readonly AreaDeclaration[]): AppRoute[] {
  const routes = areas.flatMap((area) =>
    area.pages.map((page) => {
      const words = pageWords(area, page, areas);
      return { path: page.path, permission: page.permission, ...lazyPage(withAreaWords(page.load, ...words)) };
    }),
  );
  // Array sort is stable: routes of equal rank keep the order their areas wrote them in.
  return withAliases(routes).sort(bySpecificity);
}

/** The owner portal's pages (DESIGN.md §6 Owners): open to every signed-in owner, each its own chunk. */
export function buildPortalRoutes(areas: readonly AreaDeclaration[]): AppRoute[] {
  const routes = areas.flatMap((area) =>
    (area.portal?.pages ?? []).map((page) => ({ path: page.path, permission: null, ...lazyPage(withAreaWords(page.load, ...pageWords(area, page, areas))) })),
  );
  return routes.sort(bySpecificity);
}

/** The portal's menu, in the order the areas declare it; the first entry is where an owner starts. */
export function buildPortalMenu(areas: readonly AreaDeclaration[]): PortalMenu[] {
  // A stable sort: entries of the same order keep the areas' order.
  return areas.flatMap((area) => area.portal?.menu ?? []).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** The paths of the menu entries some area declares: an entry appears only once its area exists. */
export function builtMenuPaths(areas: readonly AreaDeclaration[]): Set<string> {
  const codes = new Set(areas.flatMap((area) => areaMenus(area).map((menu) => menu.code)));
  return new Set(flattenMenu().flatMap((entry) => (codes.has(entry.code) ? [entry.path] : [])));
}

export const APP_ROUTES: AppRoute[] = buildRoutes(AREAS);
export const PORTAL_ROUTES: AppRoute[] = buildPortalRoutes(AREAS);
export const PORTAL_MENU: PortalMenu[] = buildPortalMenu(AREAS);

const BUILT_PATHS = builtMenuPaths(AREAS);

/** A menu entry appears only once its page exists. */
export function isBuilt(path: string): boolean {
  return BUILT_PATHS.has(path);
}

/**
 * Starts the download of the page at `pathname` while the session is still being checked (issue 25:
 * the page's chunk was asked for only once the profile had answered and the shell had rendered).
 */
export function preloadPage(routes: readonly AppRoute[], pathname: string): void {
  const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
  route?.preload().catch(() => undefined);
}
