import type { ReactNode } from 'react';
import type { CallDescriptor } from '@shared/contracts/call';
import { encodeListParams, type SortOrder } from '@shared/list-encode';
import { PAGE_SIZE } from '../constants';
import type { Resource } from '../resource/define-resource';
import { useResourceList } from '../resource/use-resource';
import type { Choice, ChoiceInput } from './choice';
import type { Decision } from './define-decision';
import type { QueueDecisionCopy } from './use-queue-decision';

/**
 * An approval page (credit, free stay; DSR and statements next) is the same page in every area: the
 * records that wait, as swipe cards, decided through the outbox. An area declares only what is its own.
 */

/** Translates in the queue's words namespace. */
export type QueueWords = (key: string, values?: Record<string, unknown>) => string;

/** A row that waits while its status is `pending`. */
export interface Waiting {
  id: string;
  status: string;
}

/** What a card is drawn with. */
export interface QueueCardContext<D> {
  /** The admin holds the queue's deciding code. */
  canDecide: boolean;
  decide(record: D, choice: Choice): void;
  /** The signed-in admin, for a card that treats the admin's own records apart (a maker's credit request). */
  profileId: string;
}

export interface ApprovalQueue<T extends Waiting, D extends { id: string } = T> {
  /**
   * The area's namespace. The page reads its `approval.*` keys: title, hint, count, loading, loadingMore,
   * loadMoreRetry, errorTitle, emptyTitle, emptyDetail.
   */
  words: string;
  /** `credit-approval` gives the page's testids credit-approval-total, -list, -list-error and -list-empty. */
  testIdPrefix: string;
  /** The code the decision asks for: without it the cards show but offer no decision. */
  permission: number;
  /** The records, listed with `filter: { status: 'pending' }` and saved for offline. */
  resource: Resource<T>;
  /** The server's order of the waiting rows, and the same order for the rows answered on this device. */
  sort: Record<string, SortOrder>;
  order(a: T, b: T): number;
  /** The declared decision a card's approve or reject queues (input `{ decision, remark }`). */
  decision: Decision<D, ChoiceInput>;
  /** The prompt's header, message, confirming button and "done" toast, in the page's language. */
  copy(record: D, choice: Choice, t: QueueWords, language: string): QueueDecisionCopy;
  card(row: T, context: QueueCardContext<D>): ReactNode;
}

/** Checks a queue declaration while keeping its record types. */
export function defineApprovalQueue<T extends Waiting, D extends { id: string } = T>(queue: ApprovalQueue<T, D>): ApprovalQueue<T, D> {
  return queue;
}

const PENDING = { status: 'pending' } as const;
const waiting = (row: Waiting) => row.status === PENDING.status;

/**
 * The rows waiting for a decision, in the queue's order, saved for offline. A row decided on this device (its
 * pending decision on top) no longer waits, so its card leaves at once, also offline.
 */
export function usePendingList<T extends Waiting>({ resource, sort, order }: Pick<ApprovalQueue<T, never>, 'resource' | 'sort' | 'order'>) {
  return useResourceList<T, CallDescriptor, typeof PENDING>(resource, {
    query: PENDING,
    search: (query, page) => encodeListParams({ filter: query, sort, pagination: { limit: PAGE_SIZE, currentPage: page } }),
    local: () => ({ filter: waiting, sort: order }),
    keep: () => waiting,
  });
}
