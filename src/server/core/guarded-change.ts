import type { Db, Tx } from '@server/db/client';
import { conflict } from './errors/http-errors';
import { lastChangeOf, writeAudit, type AuditActor } from './audit/audit-log';

/**
 * Thrown while deciding when the record no longer allows the decision (someone decided first, a
 * value is taken): answered as a 409 with the record as it is now and its latest audit entry.
 */
export class DecisionConflict extends Error {}

/**
 * What the admin saw when they decided, held against the record as it is now. The 409 says which
 * state changed and what it is now (`what`), or says `message` instead.
 */
export type Expectation<TState> = {
  now: TState;
  /** Undefined when the caller sent no `expected`: nothing to compare. */
  saw: TState | undefined;
} & ({ what: string } | { message: string });

export interface GuardedChange<TRecord, TView> {
  /** The audit entry's action and entity (`user.ban` on `account`). */
  action: string;
  entity: string;
  /** Reads the record locked FOR UPDATE, so no other decision on it can land until this one is written. */
  lock: (tx: Tx) => Promise<TRecord>;
  idOf: (record: TRecord) => string;
  /** The record as answers, conflicts and the audit show it. */
  view: (record: TRecord) => TView;
  /** The record as the audit keeps it, when it must hold less than an answer (identity numbers masked); `view` otherwise. */
  auditView?: (record: TRecord) => unknown;
  /** Refuses what does not apply to this record at all (a 400), before anything is compared. */
  applies?: (record: TRecord) => void;
  /** What the admin saw; a difference is a 409. */
  expected?: (record: TRecord) => Expectation<unknown>;
  /**
   * Makes the change and returns the record as it is after; null when the record already says what
   * was asked (nothing is written). Throws DecisionConflict when the record no longer allows it.
   */
  apply: (tx: Tx, record: TRecord) => Promise<TRecord | null>;
  /** More that belongs to the same change (another record's audit entry), after this one's. */
  alsoRecord?: (tx: Tx, before: TRecord, after: TRecord) => Promise<void>;
}

function movedOn(expectation: Expectation<unknown>): string {
  if ('message' in expectation) return expectation.message;
  return `The ${expectation.what} changed before this decision reached the server: it is now ${String(expectation.now)}`;
}

/**
 * Every decision on a record goes through here (DESIGN.md §3): lock the row, compare with what the
 * admin saw, change it, write the audit entry with before and after — one transaction — or answer
 * 409 `{ message, current, lastChange }` so the admin sees who decided what, and when.
 */
export async function guardedChange<TRecord, TView>(db: Db, actor: AuditActor, change: GuardedChange<TRecord, TView>): Promise<TView> {
  return db.transaction(async (tx) => {
    const current = await change.lock(tx);
    change.applies?.(current);
    let changed: TRecord | null;
    try {
      const expectation = change.expected?.(current);
      if (expectation && expectation.saw !== undefined && expectation.saw !== expectation.now) {
        throw new DecisionConflict(movedOn(expectation));
      }
      changed = await change.apply(tx, current);
    } catch (err) {
      if (!(err instanceof DecisionConflict)) throw err;
      const id = change.idOf(current);
      throw conflict(err.message, change.view(current), await lastChangeOf(tx, change.entity, id));
    }
    if (!changed) return change.view(current);
    const after = change.view(changed);
    const audited = change.auditView ?? change.view;
    await writeAudit(tx, actor, { action: change.action, entity: change.entity, entityId: change.idOf(current), before: audited(current), after: audited(changed) });
    await change.alsoRecord?.(tx, current, changed);
    return after;
  });
}
