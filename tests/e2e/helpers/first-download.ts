import { readFileSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../../../dist');

/**
 * The scripts a browser runs before anything is drawn: index.html's entry and module preloads, and
 * every chunk they import statically (not `import()`), read from the built app in dist/.
 */
export function firstDownloadScripts(): Map<string, string> {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const pending = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const seen = new Map<string, string>();
  while (pending.length) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    const code = readFileSync(path.join(DIST, file), 'utf8');
    seen.set(file, code);
    // Static imports only: `import{…}from"./x.js"` or `import"./x.js"`; `import("./x.js")` is lazy.
    for (const m of code.matchAll(/import(?:\s*\{[^}]*\}\s*from|\s*\*\s*as\s+\w+\s+from|\s+\w+\s+from)?\s*"\.\/([^"]+\.js)"/g)) {
      pending.push(`assets/${m[1]}`);
    }
  }
  return seen;
}

/** The Ionic elements a set of scripts declares (Stencil's `[flags,"ion-x",{…}]` component metadata). */
export function declaredIonicElements(scripts: Map<string, string>): Set<string> {
  const tags = new Set<string>();
  for (const code of scripts.values()) {
    for (const m of code.matchAll(/\[\d+,[`"'](ion-[a-z-]+)[`"'],\{/g)) tags.add(m[1] as string);
  }
  return tags;
}
