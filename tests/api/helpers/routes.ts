import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** Fastify form: /api/users/:id */
  path: string;
}

/**
 * The tree merges parameters of different names at one place (`POST …/photos/:kind` and `GET …/photos/:photoId` print
 * as `…/photos/:kind|:photoId`): each method's route names its own, which the router gives back in order.
 */
function ownPath(app: FastifyInstance, method: string, merged: string): string {
  const found = app.findRoute({ method: method as 'GET', url: merged.replace(/\|:[^/]+/g, '') });
  const names = Object.keys(found?.params ?? {});
  let i = 0;
  return merged.replace(/:[^/]+/g, (segment) => (names[i] ? `:${names[i++]}` : segment));
}

/**
 * Every route the app registered, read from Fastify's own route tree (printRoutes), so a route added later
 * is covered without anyone listing it. HEAD is left out: Fastify answers it with the GET handler.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const out: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const path = (depth ? stack[depth - 1] : '') + m[2];
    stack.push(path);
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      if (method !== 'HEAD') out.push({ method, path: path.includes('|') ? ownPath(app, method, path) : path });
    }
  }
  return out;
}
