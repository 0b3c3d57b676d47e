/**
 * A second copy of index.html for a browser that holds a session cookie: the same page, announcing the signed-in
 * shell's chunks in its head. A signed-in start otherwise found them only once the entry had arrived and run (the
 * AuthGate asks for them at boot): one more dependent download before any screen could draw, about a second of a
 * phone's 150 ms round trips and 1.6 Mbps (issue 25). Announced in the HTML, they download beside the entry.
 *
 * The server sends this copy to a request that carries the session cookie (src/server/core/static-app.ts) and the
 * plain one otherwise, so the sign-in page downloads nothing more. The modules are the ones the AuthGate's
 * `loadShell` imports; a chunk the entry already imports is left out, as the browser has it.
 */
import type { Plugin } from 'vite';

export const SIGNED_IN_HTML = 'index.signed-in.html';

/** The modules `loadShell` (src/app/features/auth/AuthGate.tsx) imports at boot. */
const SHELL_MODULES = [/[\\/]src[\\/]app[\\/]shell[\\/]SignedInShell\.tsx$/, /[\\/]src[\\/]app[\\/]offline[\\/]db\.ts$/];

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface BundleAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/** The chunks `from` imports statically, itself included, and what they import in turn. */
function closure(bundle: Record<string, BundleChunk | BundleAsset>, from: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') continue;
    seen.add(name);
    stack.push(...chunk.imports);
  }
  return seen;
}

/** The `<link>`s that announce the shell's scripts and styles, for the head of the signed-in copy. */
export function shellLinks(bundle: Record<string, BundleChunk | BundleAsset>): string[] {
  const chunks = Object.values(bundle).filter((c): c is BundleChunk => c.type === 'chunk');
  const entry = closure(bundle, chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const shell = SHELL_MODULES.map((test) => chunks.find((c) => c.moduleIds.some((id) => test.test(id))));
  if (shell.some((c) => c === undefined)) throw new Error('signed-in shell html: a shell module is in no chunk');
  const files = [...closure(bundle, shell.map((c) => (c as BundleChunk).fileName))].filter((f) => !entry.has(f));
  const styles = new Set(files.flatMap((f) => [...((bundle[f] as BundleChunk).viteMetadata?.importedCss ?? [])]));
  return [
    ...files.map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`),
    ...[...styles].map((f) => `<link rel="preload" as="style" fetchpriority="low" href="/${f}">`),
  ];
}

export function signedInShellHtml(): Plugin {
  return {
    name: 'stayops:signed-in-shell-html',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('signed-in shell html: index.html is not in the bundle');
        const links = shellLinks(bundle as unknown as Record<string, BundleChunk | BundleAsset>).join('\n    ');
        const page = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
        const source = page.replace(/\s*<\/head>/, `\n    ${links}\n  </head>`);
        this.emitFile({ type: 'asset', fileName: SIGNED_IN_HTML, source });
      },
    },
  };
}
