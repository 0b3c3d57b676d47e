import { P } from '@shared/permissions';
import { defineInboxSource, inboxItem } from '@server/core/approvals';
import { pendingBankChangePage } from './bank-change-repo';
import { toBankChange } from './bank-changes';

/** Payout-account changes waiting for a checker; the admin who asked never sees their own (maker-checker). */
const bankChanges = defineInboxSource({
  kind: 'bank-change',
  permission: P.owner.approve,
  async read(db, actor, limit) {
    if (!actor.actorId) return { totalCount: 0, items: [] };
    const page = await pendingBankChangePage(db, limit, actor.actorId);
    // The inbox reads a source only for an actor holding its code (23): the checker sees the full numbers to compare.
    return { totalCount: page.totalCount, items: page.rows.map((r) => inboxItem('bank-change', toBankChange(r, true))) };
  },
});

export const ownerInboxSources = [bankChanges] as const;
