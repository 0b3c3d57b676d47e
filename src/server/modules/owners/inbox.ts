import { and, eq, ne } from 'drizzle-orm';
import { P } from '@shared/permissions';
import { ownerBankChanges } from '@server/db/schema';
import { defineInboxSource, inboxItem } from '@server/core/approvals';
import { bankChangesByIds } from './bank-change-repo';
import { toBankChange } from './bank-changes';

/** Payout-account changes waiting for a checker; the admin who asked never sees their own (maker-checker). */
const bankChanges = defineInboxSource({
  kind: 'bank-change',
  permission: P.owner.approve,
  async waiting(_db, actor) {
    if (!actor.actorId) return null;
    // The list's join (the owner) follows a NOT NULL key: it changes no count.
    return {
      table: ownerBankChanges,
      id: ownerBankChanges.id,
      createdAt: ownerBankChanges.createdAt,
      where: and(eq(ownerBankChanges.status, 'pending'), ne(ownerBankChanges.makerId, actor.actorId)),
    };
  },
  // The inbox reads a source only for an actor holding its code (23): the checker sees the full numbers to compare.
  load: async (db, _actor, ids) => (await bankChangesByIds(db, ids)).map((r) => inboxItem('bank-change', toBankChange(r, true))),
});

export const ownerInboxSources = [bankChanges] as const;
