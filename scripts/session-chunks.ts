/**
 * How the signed-in app's code is grouped into chunks (issue 25). Left to the bundler, the modules the
 * signed-in shell needs were split by which lazy screens share them: about twenty small files, asked for
 * at once by the preload helper but queued behind each other on a phone's six HTTP/1.1 connections at
 * 150 ms a round trip. Here they are one or two files.
 *
 * The groups are worked out from the module graph, not from a list of files, so a module that moves
 * between the sign-in page and the shell moves chunk with it:
 * - Nothing the sign-in page loads (`$initial`) is taken: the sign-in page would otherwise download the
 *   group's chunk with its own first download (the earlier attempt's failure).
 * - The modules the AuthGate asks for on their own beside the shell (contracts, the device's database:
 *   the "leaves", each evaluated in its own task) are not taken either, so they still arrive and run apart.
 * - What is left of the admin shell's static imports is `signed-in`; the part the owner portal's shell
 *   (or another lazily loaded screen of the AuthGate) also imports is `session`, so owners download none
 *   of the admin's menu, router outlet or split pane.
 * - The small modules several lazily loaded screens share (kit, shell parts, helpers, icons) that import
 *   nothing else are `screens-kit`: one file instead of a dozen, a few KB more for a screen that needs
 *   few of them.
 */

/** The part of rolldown's chunking context read here. */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** rolldown's `output.codeSplitting.groups` entry, as far as these groups use it. */
export interface ChunkGroup {
  name: (id: string, ctx: ModuleGraph) => string | null;
  /** The group's label in the bundler's timing report (a name given by a function has none). */
  debugName?: string;
  tags?: '$initial'[];
  priority?: number;
  includeDependenciesRecursively?: boolean;
}

/**
 * The small shared modules of the screens: kit, shell parts, helpers, icons. Contracts are left out:
 * building their schemas is work a screen that does not validate with them should not do.
 */
const KIT = /[\\/]src[\\/](app[\\/](kit|shell|lib|offline)[\\/]|shared[\\/](?!contracts[\\/]))|virtual:stayops-ionicon[\\/]/;

/**
 * An area's contract with its schemas (not its plain routes). Each is a chunk of its own: left to the bundler, a
 * contract shared the file of small modules beside it (the DSR's money format and status chip), and a screen that
 * needed only those ran the schemas and loaded zod with them (the approvals inbox's DSR card, issue 25).
 */
const CONTRACT = /[\\/]src[\\/]shared[\\/]contracts[\\/]([a-z-]+)\.ts$/;

/** An area's inbox declaration: its cards are imported lazily from it, one kind at a time. */
const INBOX_DECLARATION = /[\\/]src[\\/]app[\\/]features[\\/][a-z-]+[\\/]inbox\.tsx?$/;

/** A screen of the AuthGate is a component; the leaves it loads beside them are plain modules. */
const SCREEN = /\.tsx$/;

export function sessionChunkGroups(signedInShell: string): ChunkGroup[] {
  const initial = new Set<string>();
  let plan: Map<string, string> | undefined;

  const makePlan = (graph: ModuleGraph): Map<string, string> => {
    const closure = (start: string): Set<string> => {
      const seen = new Set<string>();
      const stack = [start];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (seen.has(id) || initial.has(id)) continue;
        seen.add(id);
        stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
      return seen;
    };
    const gates = graph.getModuleInfo(signedInShell)?.dynamicImporters ?? [];
    const loadedBeside = [...new Set(gates.flatMap((gate) => graph.getModuleInfo(gate)?.dynamicallyImportedIds ?? []))];
    const leaves = new Set(loadedBeside.filter((id) => !SCREEN.test(id)).flatMap((id) => [...closure(id)]));
    const otherScreens = new Set(
      loadedBeside.filter((id) => SCREEN.test(id) && id !== signedInShell).flatMap((id) => [...closure(id)]),
    );
    const assigned = new Map<string, string>();
    for (const id of closure(signedInShell)) {
      if (leaves.has(id)) continue;
      assigned.set(id, otherScreens.has(id) ? 'session' : 'signed-in');
    }

    // The screens' own code: everything the shell loads lazily, however deep (pages, the inbox's cards, badges).
    const settled = (id: string) => initial.has(id) || leaves.has(id) || assigned.has(id);
    const lazyEntries = new Set<string>();
    const visited = new Set<string>();
    const pending = [...assigned.keys()];
    while (pending.length > 0) {
      const id = pending.pop() as string;
      if (visited.has(id) || initial.has(id)) continue;
      visited.add(id);
      const info = graph.getModuleInfo(id);
      for (const lazy of info?.dynamicallyImportedIds ?? []) if (!settled(lazy)) lazyEntries.add(lazy);
      pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    }
    const sharedBy = new Map<string, number>();
    for (const entry of lazyEntries) for (const id of closure(entry)) if (!settled(id)) sharedBy.set(id, (sharedBy.get(id) ?? 0) + 1);
    const kit = new Set([...sharedBy].filter(([id, count]) => count >= 2 && KIT.test(id)).map(([id]) => id));
    // A kit module that imports anything else (an Ionic element, a page's module) would bring it to every screen.
    for (let changed = true; changed; ) {
      changed = false;
      for (const id of kit) {
        if ((graph.getModuleInfo(id)?.importedIds ?? []).every((dep) => settled(dep) || kit.has(dep))) continue;
        kit.delete(id);
        changed = true;
      }
    }
    for (const id of kit) assigned.set(id, 'screens-kit');

    // The approvals inbox asks for every kind's card at once (approvals/card-cache.ts). Left to the bundler, the
    // cards and their parts were some thirty files of 1–5 KB, queued on a phone's six connections, round trip
    // after round trip of 150 ms before the first card could draw. They are one file (6 KB brotli): a page that
    // uses one of its parts (the users list, the user chips) downloads the others too, a few KB for fewer files.
    const cardEntries = [...lazyEntries].filter((id) => (graph.getModuleInfo(id)?.dynamicImporters ?? []).some((by) => INBOX_DECLARATION.test(by)));
    for (const entry of cardEntries) {
      for (const id of closure(entry)) {
        // A contract keeps its own chunk, and a package its place: the cards run no schema.
        if (settled(id) || CONTRACT.test(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
        assigned.set(id, 'inbox-cards');
      }
    }
    return assigned;
  };

  const contractChunk = (id: string): string | null => {
    const area = initial.has(id) ? null : CONTRACT.exec(id)?.[1];
    return area ? `contract-${area}` : null;
  };

  return [
    // Called first, for every module the sign-in page loads: they are recorded, never taken.
    {
      name: (id) => {
        initial.add(id);
        return null;
      },
      debugName: 'sign-in-modules',
      tags: ['$initial'],
    },
    {
      name: (id, graph) => (plan ??= makePlan(graph)).get(id) ?? contractChunk(id),
      debugName: 'session-groups',
      // Only the modules named here: a dependency the sign-in page shares stays where it is.
      includeDependenciesRecursively: false,
    },
  ];
}
