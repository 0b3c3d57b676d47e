import type { ApprovalList } from '@shared/contracts/approvals';
import { approvals } from '@shared/contracts/plain/approvals';
import { api } from '@app/lib/api';
import { showServerWaiting } from '@app/lib/server-waiting-badge';
import { INBOX_KINDS } from './kinds';

/** What waits, of the kinds this app can show: a kind no area declares yet has no card to decide it with. */
export function shownCount(counts: ApprovalList['counts']): number {
  return INBOX_KINDS.reduce((sum, { kind }) => sum + (counts[kind] ?? 0), 0);
}

/** The menu badge, dashboard tile and app icon: one small read, never a toast when it fails. */
export async function waitingCount(signal: AbortSignal): Promise<number> {
  const answer = await api.call(approvals.list, { query: { limit: 1 }, signal, quiet: true });
  const count = shownCount(answer.counts);
  void showServerWaiting(count);
  return count;
}
