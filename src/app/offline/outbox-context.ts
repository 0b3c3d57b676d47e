import { createContext, useContext } from 'react';

/** What the header badge and the outbox screen need to know, counted once for the whole app. */
export interface OutboxSummary {
  /** Still to reach the server (pending and sending). */
  open: number;
  /** Refused or in conflict: the admin should look. */
  attention: number;
  /** Open items older than the review age, held until the admin sends or discards them. */
  review: number;
  /** A 401 stopped the queue: it waits for this admin to sign in again. */
  paused: boolean;
  /** When the newest decision reached the server and was applied; null when none is kept. */
  lastAppliedAt: number | null;
}

export interface OutboxContextValue {
  /** The signed-in admin: the only one whose items this device sends or shows. */
  adminId: string;
  summary: OutboxSummary;
  /** Every waiting item tries at once. */
  syncNow(): Promise<void>;
}

export const EMPTY_SUMMARY: OutboxSummary = { open: 0, attention: 0, review: 0, paused: false, lastAppliedAt: null };

/** Kept free of IndexedDB imports: the header reads it on every page. */
export const OutboxContext = createContext<OutboxContextValue | null>(null);

/** Null outside the signed-in shell (a forced password change, the login page). */
export function useOutbox(): OutboxContextValue | null {
  return useContext(OutboxContext);
}

export function needsAttention(summary: OutboxSummary): boolean {
  return summary.attention > 0 || summary.review > 0 || summary.paused;
}
