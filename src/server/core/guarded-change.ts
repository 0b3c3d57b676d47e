import type { Db, Tx } from '@server/db/client';
import { conflict } from './errors/http-errors';
import { refusal, type Refusal } from '@shared/refusals';
import { lastChangeOf, writeAudit, type AuditActor } from './audit/audit-log';

/**
 * Thrown while deciding when the record no longer allows the decision (someone decided first, a
 * value is taken): answered as a 409 with the record as it is now, its latest audit entry, and the
 * refusal's code and facts when the rule names them.
 */
export class DecisionConflict extends Error {
  constructor(
    message: string,
    readonly refusal?: Refusal,
  ) {
    super(message);
  }
}

/** Who decided a record, and when: only someone who decided it, never who asked for it. */
export interface Decider {
  name: string | null;
  at: string | null;
}

/**
 * The record is no longer as the admin saw it: `field` is `now`, decided by `decider` when someone did.
 * What a stale `expected` and a decision on a record already decided both answer.
 */
export function movedOnRefusal(field: string, now: unknown, decider?: Decider | null): Refusal {
  return refusal('moved_on', {
    field,
    now: now === null || now === undefined ? null : String(now),
    by: decider?.name ?? null,
    at: decider?.at ?? null,
  });
}

/**
 * What the admin saw when they decided, held against the record as it is now. The 409 says which
 * state changed and what it is now (`what`), or says `message` instead.
 */
export type Expectation<TState> = {
  now: TState;
  /** Undefined when the caller sent no `expected`: nothing to compare. */
  saw: TState | undefined;
  /** The record's field the state is (`status`), named in the refusal; `status` when left out. */
  field?: string;
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
  /** Who decided the record as it is now (a stale `expected` names them); nobody when it was never decided. */
  decider?: (tx: Tx, record: TRecord) => Promise<Decider | null> | Decider | null;
}

function movedOn(expectation: Expectation<unknown>): string {
  if ('message' in expectation) return expectation.message;
  return `The ${expectation.what} changed before this decision reached the server: it is now ${String(expectation.now)}`;
}

/** A `moved_on` refusal thrown without its decider gets the record's, when the change knows how to find them. */
async function withDecider<TRecord, TView>(tx: Tx, change: GuardedChange<TRecord, TView>, record: TRecord, found: Refusal | undefined): Promise<Refusal | undefined> {
  if (!found || found.code !== 'moved_on' || found.details.by || !change.decider) return found;
  const decider = await change.decider(tx, record);
  return decider ? { ...found, details: { ...found.details, by: decider.name, at: decider.at } } : found;
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
        // Who decided it is added below, with the conflicts the change itself throws.
        throw new DecisionConflict(movedOn(expectation), movedOnRefusal(expectation.field ?? 'status', expectation.now));
      }
      changed = await change.apply(tx, current);
    } catch (err) {
      if (!(err instanceof DecisionConflict)) throw err;
      const id = change.idOf(current);
      throw conflict(err.message, change.view(current), await lastChangeOf(tx, change.entity, id), await withDecider(tx, change, current, err.refusal));
    }
    if (!changed) return change.view(current);
    const after = change.view(changed);
    const audited = change.auditView ?? change.view;
    await writeAudit(tx, actor, { action: change.action, entity: change.entity, entityId: change.idOf(current), before: audited(current), after: audited(changed) });
    await change.alsoRecord?.(tx, current, changed);
    return after;
  });
}
