import { memo, useCallback } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import type { ApprovalItem } from '@shared/contracts/approvals';
import { approvalItemId } from '@shared/contracts/plain/approvals';
import type { Choice } from '@app/kit/decision/choice';
import { useQueueDecision, type QueueHold } from '@app/kit/decision/use-queue-decision';
import type { DeclaredInboxKind } from '@app/kit/inbox/define-inbox';
import { cardOf } from './card-cache';

type Record = ApprovalItem['record'];

export interface InboxEntryProps {
  item: ApprovalItem;
  kind: DeclaredInboxKind;
  list: QueueHold;
  /**
   * False: only the card's place (as tall as a card, approvals.css), its content drawn a moment later
   * (InboxList draws the first screenful with the list and the rest a few per task).
   */
  drawn?: boolean;
}

/**
 * One waiting decision, drawn by its area's card and decided with its area's declared decision
 * (through the outbox, so offline too), in its area's words. Approve and Reject sit on the card
 * as well as behind the swipe: two taps from the inbox, prompt included.
 * Memoised: each step of the list's reveal draws the list again, and the cards already drawn stay as they are.
 */
export const InboxEntry = memo(function InboxEntry({ item, kind, list, drawn = true }: InboxEntryProps) {
  return (
    <div className={drawn ? 'approvals-entry' : 'approvals-entry approvals-entry--later'} data-kind={item.kind} data-testid={`approvals-item-${item.id}`}>
      {drawn ? <EntryCard item={item} kind={kind} list={list} /> : null}
    </div>
  );
});

function EntryCard({ item, kind, list }: Omit<InboxEntryProps, 'drawn'>) {
  const { t } = useTranslation(kind.words);
  const words = useCallback((key: string, values?: Partial<globalThis.Record<string, unknown>>) => t(key, values), [t]);
  const copy = useCallback((record: Record, choice: Choice) => kind.copy(record, choice, words), [kind, words]);
  const rowId = useCallback((record: Record) => approvalItemId(kind.kind, record.id), [kind.kind]);
  const decide = useQueueDecision<Record>(list, kind.decision, copy, rowId);
  const Card = cardOf(kind);
  // A card whose code is still on its way suspends the whole list (InboxList), not its own place.
  return <Card item={item.record} canDecide decide={decide} alwaysShowButtons />;
}
