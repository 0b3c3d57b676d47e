import { describeCode } from '@shared/permissions';
import { areaMenus, type AreaDeclaration } from '../kit/area';
import { isPortalPath } from './paths';
import { declareRenamedTypes } from '../offline/record-renames';

export type AreaModules = Record<string, { default: AreaDeclaration }>;

/**
 * The declarations found by a glob, keyed by file path. A declaration that names another folder,
 * a page guarded by another area's code, or two that claim the same route or menu code, fail here, on the first screen after
 * signing in and in the unit tests, rather than as a page that quietly never shows.
 */
export function collectAreas(modules: AreaModules): AreaDeclaration[] {
  const areas = Object.entries(modules)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, module]) => {
      const folder = /features\/([^/]+)\/area\.ts$/.exec(file)?.[1];
      if (folder !== module.default.name) throw new Error(`${file} declares the area "${module.default.name}"`);
      return module.default;
    });
  const claimed = new Map<string, string>();
  const claim = (what: string, area: string) => {
    const owner = claimed.get(what);
    if (owner) throw new Error(`${what} is declared by both ${owner} and ${area}`);
    claimed.set(what, area);
  };
  for (const area of areas) {
    for (const page of area.pages) {
      claim(`route ${page.path}`, area.name);
      if (isPortalPath(page.path)) throw new Error(`${page.path} is an admin page under the owner portal's path`);
      // A page guarded by another area's code would show to admins the menu hides the area from.
      const blocks: readonly (string | undefined)[] = [area.permission, ...(area.alsoPermissions ?? [])];
      if (page.permission !== null && !blocks.includes(describeCode(page.permission)?.area)) {
        throw new Error(`${page.path} asks for code ${page.permission}, outside the ${area.name} area's block`);
      }
    }
    for (const menu of areaMenus(area)) claim(`menu ${menu.code}`, area.name);
    checkPortal(area, claim);
    for (const type of Object.keys(area.outbox?.records ?? {})) claim(`record type ${type}`, area.name);
    for (const kind of area.outbox?.kinds ?? []) claim(`decision kind ${kind}`, area.name);
    for (const kind of Object.keys(area.inbox?.kinds ?? {})) claim(`inbox kind ${kind}`, area.name);
  }
  return areas;
}

/** Portal pages stay under the portal's path (owners are shown nothing else), and each menu entry opens one of them. */
function checkPortal(area: AreaDeclaration, claim: (what: string, area: string) => void): void {
  const pages = area.portal?.pages ?? [];
  for (const page of pages) {
    claim(`route ${page.path}`, area.name);
    if (!isPortalPath(page.path)) throw new Error(`${page.path} is a portal page outside the owner portal's path`);
  }
  for (const menu of area.portal?.menu ?? []) {
    claim(`portal menu ${menu.path}`, area.name);
    if (!pages.some((page) => page.path === menu.path)) throw new Error(`The portal menu entry ${menu.path} opens no portal page of ${area.name}`);
  }
}

// Eager: the router needs every declaration at once. They sit in the signed-in shell's chunk, not
// the login's, and each pulls in its pages only when one is opened.
export const AREAS: readonly AreaDeclaration[] = collectAreas(import.meta.glob<{ default: AreaDeclaration }>('../features/*/area.ts', { eager: true }));

// Before the cache is claimed: items queued under a record type's old name are renamed then.
declareRenamedTypes(Object.assign({}, ...AREAS.map((area) => area.outbox?.formerly ?? {})));
