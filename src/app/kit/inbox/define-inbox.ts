import type { ComponentType } from 'react';
import type { ApprovalKind, ApprovalRecordOf } from '@shared/contracts/approvals';
import type { Choice, ChoiceInput } from '../decision/choice';
import type { Decision } from '../decision/define-decision';
import type { QueueDecisionCopy } from '../decision/use-queue-decision';

/**
 * The approvals inbox (issue 9) shows every pending decision, whatever its area. Each area
 * declares the kinds it owns (`inbox` in its area.ts): how a card of that kind looks, which of its
 * declared decisions approves or rejects it, and how the prompt words it. A new kind is a
 * declaration in its area; the inbox page names no area.
 */

/** What an area's card component receives: its record and the way to decide it. */
export interface InboxCardProps<R> {
  item: R;
  canDecide: boolean;
  decide(item: R, choice: Choice): void;
  /** Approve and Reject on the card on every screen size, besides the swipe. */
  alwaysShowButtons?: boolean;
}

/** Translates in the declaring area's words namespace (`inbox.words`). */
export type InboxWords = (key: string, values?: Record<string, unknown>) => string;

export interface InboxKind<K extends ApprovalKind> {
  /** The heading of this kind's cards in the inbox, a key of `words`. */
  title: string;
  /** The area's declared decision: it queues in the outbox, so the inbox decides offline too. */
  decision: Decision<ApprovalRecordOf<K>, ChoiceInput>;
  /** The card, loaded the first time the inbox shows one of this kind. */
  card(): Promise<{ default: ComponentType<InboxCardProps<ApprovalRecordOf<K>>> }>;
  /** Whether the record, with the decisions queued on this device on top, still waits. */
  waiting(record: ApprovalRecordOf<K>): boolean;
  /** The prompt's header, message, confirming button and "done" toast. */
  copy(record: ApprovalRecordOf<K>, choice: Choice, t: InboxWords): QueueDecisionCopy;
}

export type InboxKinds = { [K in ApprovalKind]?: InboxKind<K> };

export interface AreaInbox {
  /** The namespace of the words `copy` and the cards use; it loads with the inbox page. */
  words: string;
  kinds: InboxKinds;
}

/** Checks an area's inbox declaration while keeping each kind's record type. */
export function defineInbox<const I extends AreaInbox>(inbox: I): I {
  return inbox;
}

/** A declared kind with the words it speaks in, as the inbox page uses it. */
export interface DeclaredInboxKind<K extends ApprovalKind = ApprovalKind> extends InboxKind<K> {
  kind: K;
  words: string;
}

/** Every kind the areas declare, in the order the contract lists them. */
export function inboxKindsOf(areas: readonly { inbox?: AreaInbox }[], order: readonly ApprovalKind[]): DeclaredInboxKind[] {
  const found = new Map<ApprovalKind, DeclaredInboxKind>();
  for (const area of areas) {
    if (!area.inbox) continue;
    const { words, kinds } = area.inbox;
    for (const kind of Object.keys(kinds) as ApprovalKind[]) {
      const declared = kinds[kind];
      if (declared) found.set(kind, { ...(declared as InboxKind<ApprovalKind>), kind, words } as DeclaredInboxKind);
    }
  }
  return order.flatMap((kind) => {
    const declared = found.get(kind);
    return declared ? [declared] : [];
  });
}
