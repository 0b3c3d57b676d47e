import { describe, expect, it } from 'vitest';
import { sessionChunkGroups } from '../../../scripts/session-chunks';

const root = '/repo/src/app';
const id = (p: string) => `${root}/${p}`;

interface Node {
  imports?: string[];
  lazy?: string[];
}

/** A module graph as the bundler reports it, from each module's static and lazy imports. */
function graphOf(nodes: Record<string, Node>) {
  const dynamicImporters = new Map<string, string[]>();
  for (const [from, node] of Object.entries(nodes)) {
    for (const to of node.lazy ?? []) dynamicImporters.set(to, [...(dynamicImporters.get(to) ?? []), from]);
  }
  return {
    getModuleInfo: (m: string) =>
      m in nodes || dynamicImporters.has(m)
        ? { importedIds: nodes[m]?.imports ?? [], dynamicallyImportedIds: nodes[m]?.lazy ?? [], dynamicImporters: dynamicImporters.get(m) ?? [] }
        : null,
  };
}

describe('the signed-in chunks', () => {
  const shell = id('shell/SignedInShell.tsx');
  const graph = graphOf({
    [id('features/auth/AuthGate.tsx')]: { lazy: [shell] },
    [shell]: { imports: [id('features/credit/area.ts')], lazy: [id('features/approvals/ApprovalsPage.tsx'), id('features/users/UserListPage.tsx')] },
    [id('features/credit/area.ts')]: { imports: [id('features/credit/inbox.ts')] },
    [id('features/credit/inbox.ts')]: { lazy: [id('features/credit/approval/InboxRequestCard.tsx')] },
    [id('features/users/inbox.ts')]: { lazy: [id('features/users/queues/InboxUserCard.tsx')] },
    [id('features/approvals/ApprovalsPage.tsx')]: { imports: [id('features/users/inbox.ts')] },
    [id('features/credit/approval/InboxRequestCard.tsx')]: { imports: [id('features/credit/approval/RequestCard.tsx'), '/repo/src/shared/contracts/credit.ts', '/repo/node_modules/zod/index.js'] },
    [id('features/users/queues/InboxUserCard.tsx')]: { imports: [id('features/users/UserChips.tsx')] },
    [id('features/users/UserListPage.tsx')]: { imports: [id('features/users/UserChips.tsx')] },
  });
  const groups = sessionChunkGroups(shell)[1];
  const chunkOf = (m: string) => groups?.name(m, graph) ?? null;

  it('puts every inbox card and the parts it uses in one file, shared parts included', () => {
    expect(chunkOf(id('features/credit/approval/InboxRequestCard.tsx'))).toBe('inbox-cards');
    expect(chunkOf(id('features/credit/approval/RequestCard.tsx'))).toBe('inbox-cards');
    expect(chunkOf(id('features/users/queues/InboxUserCard.tsx'))).toBe('inbox-cards');
    expect(chunkOf(id('features/users/UserChips.tsx'))).toBe('inbox-cards');
  });

  it('leaves a contract in its own chunk and a package where the bundler puts it', () => {
    expect(chunkOf('/repo/src/shared/contracts/credit.ts')).toBe('contract-credit');
    expect(chunkOf('/repo/node_modules/zod/index.js')).toBeNull();
  });

  it('leaves a page that is not a card to the bundler', () => {
    expect(chunkOf(id('features/users/UserListPage.tsx'))).toBeNull();
  });
});
