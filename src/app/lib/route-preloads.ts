/**
 * Preloads the opened page's code from the map the build writes into index.html (scripts/route-preloads.ts), so a
 * cold signed-in start downloads it beside the signed-in shell rather than after it (issue 25). Called only with a
 * session cookie. A missing or unreadable map, or a path it does not know, preloads nothing: the shell's own preload
 * of the route still fetches the page.
 */

import { pickLanguage, readStoredLanguage } from './language';

interface RoutePreloads {
  files: string[];
  /** A route's pattern, its code's files (indexes in `files`) and its words' namespaces. */
  routes: [string, number[], string[]][];
  /** Each language's word files by namespace (indexes in `files`). */
  words: Record<string, Record<string, number>>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** How well a route pattern fits a path: null when it does not; more fixed segments fit better (`/new` over `/:id`). */
function fit(pattern: string, path: string): number | null {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return null;
  let fixed = 0;
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i] as string;
    if (part.startsWith(':')) continue;
    if (part !== have[i]) return null;
    fixed += 1;
  }
  return fixed;
}

/** The files of the route that fits `path` best, its words in `language` included, or none. */
export function filesForPath(map: RoutePreloads, path: string, language: string): string[] {
  let best: { score: number; indexes: number[]; namespaces: string[] } | null = null;
  for (const [pattern, indexes, namespaces] of map.routes) {
    const score = fit(pattern, path);
    if (score !== null && (!best || score > best.score)) best = { score, indexes, namespaces };
  }
  if (!best) return [];
  const words = map.words[language] ?? {};
  const wordFiles = best.namespaces.flatMap((namespace) => (words[namespace] === undefined ? [] : [words[namespace]]));
  return [...best.indexes, ...wordFiles].flatMap((i) => (map.files[i] ? [map.files[i]] : []));
}

function readMap(doc: Document): RoutePreloads | null {
  const text = doc.getElementById('route-preloads')?.textContent;
  if (!text) return null;
  try {
    const map = JSON.parse(text) as Partial<RoutePreloads>;
    return Array.isArray(map.files) && Array.isArray(map.routes) && typeof map.words === 'object' && map.words !== null ? (map as RoutePreloads) : null;
  } catch {
    return null;
  }
}

/** The language as i18n will pick it (lib/i18n's initI18n), so the words preloaded are the ones it asks for. */
export function preloadRouteFiles(path: string, doc: Document = document, language: string = pickLanguage(window.location.search, readStoredLanguage())): void {
  const map = readMap(doc);
  if (!map) return;
  for (const href of filesForPath(map, path, language)) {
    if (doc.head.querySelector(`link[href="${href}"]`)) continue;
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    }
    link.href = href;
    doc.head.appendChild(link);
  }
}
