import type { ApprovalItem } from '@shared/contracts/approvals';
import type { DeclaredInboxKind } from '@app/kit/inbox/define-inbox';

/** The grouped view: one group per kind that has cards, in the kinds' order, each newest first as listed. */
export function groupByKind(items: readonly ApprovalItem[], kinds: readonly DeclaredInboxKind[]) {
  return kinds.flatMap((kind) => {
    const group = items.filter((item) => item.kind === kind.kind);
    return group.length ? [{ kind, items: group }] : [];
  });
}
