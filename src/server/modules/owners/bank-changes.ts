import type { z } from 'zod';
import { maskAccountNumber, type bankChangeDecision, type newBankChange, type OwnerBankChange, type PayoutAccount } from '@shared/contracts/owners';
import type { Db, Executor } from '@server/db/client';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { conflict, forbidden, notFound } from '@server/core/errors/http-errors';
import { refusal } from '@shared/refusals';
import { DecisionConflict, guardedChange } from '@server/core/guarded-change';
import {
  closeBankChange, insertBankChange, lastDecidedBankChange, loadBankChange, pendingBankChange, type BankChangeRecord,
} from './bank-change-repo';
import { loadOwner, saveProfile, updateOwnerAccount } from './repo';

const ENTITY = 'owners.bank-change';

/**
 * A change as answers and the audit show it: account numbers masked to their last 4 digits. `reveal` (only for a reader
 * holding Owner approve, never for the audit) adds the full numbers while the change still waits for its decision.
 */
export function toBankChange(r: BankChangeRecord, reveal = false): OwnerBankChange {
  const c = r.change;
  return {
    id: c.id,
    ownerId: c.ownerId,
    ownerName: r.ownerName,
    ownerAccountNumber: r.ownerAccountNumber,
    previousBankName: c.previousBankName,
    previousAccountNumberMasked: maskAccountNumber(c.previousAccountNumber),
    bankName: c.bankName,
    accountNumberMasked: maskAccountNumber(c.accountNumber) ?? '',
    unmasked: reveal && c.status === 'pending' ? { accountNumber: c.accountNumber, previousAccountNumber: c.previousAccountNumber } : null,
    status: c.status,
    makerId: c.makerId,
    makerName: r.makerName,
    decidedBy: c.decidedBy,
    decidedByName: r.decidedByName,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    remark: c.remark,
    createdAt: c.createdAt.toISOString(),
  };
}

const masked = (bankName: string | null, accountNumber: string | null) => ({ bankName, accountNumberMasked: maskAccountNumber(accountNumber) });

/**
 * One admin asks for a new payout account; the owner's account stays as it is until another approves. One pending
 * change per owner: the owner's row is locked first, so two requests at once queue and the second finds the first.
 */
export async function requestBankChange(db: Db, actor: AuditActor, ownerId: string, input: z.output<typeof newBankChange>): Promise<OwnerBankChange> {
  if (!actor.actorId) throw forbidden();
  const makerId = actor.actorId;
  return db.transaction(async (tx) => {
    const owner = await loadOwner(tx, ownerId, true);
    const waiting = await pendingBankChange(tx, ownerId);
    if (waiting) {
      throw conflict('A change of this owner\'s payout account is already waiting for approval: decide it first', toBankChange(waiting));
    }
    if (owner.bankName === input.bankName && owner.bankAccountNumber === input.accountNumber) {
      throw conflict('This is already the owner\'s payout account');
    }
    const id = await insertBankChange(tx, {
      ownerId,
      previousBankName: owner.bankName,
      previousAccountNumber: owner.bankAccountNumber,
      bankName: input.bankName,
      accountNumber: input.accountNumber,
      makerId,
    });
    const after = toBankChange(await loadBankChange(tx, id));
    await writeAudit(tx, actor, { action: 'owner.bank-change-request', entity: ENTITY, entityId: id, after });
    // The owner's own history shows it too.
    await writeAudit(tx, actor, {
      action: 'owner.bank-change-request',
      entity: 'owners.account',
      entityId: ownerId,
      before: masked(owner.bankName, owner.bankAccountNumber),
      after: masked(input.bankName, input.accountNumber),
    });
    return after;
  });
}

/**
 * Another admin approves (the new account becomes the owner's, in the same transaction) or rejects. Never the maker:
 * refused here, and by the table's check should anything write around this.
 */
export function decideBankChange(db: Db, actor: AuditActor, id: string, input: z.output<typeof bankChangeDecision>): Promise<OwnerBankChange> {
  return guardedChange<BankChangeRecord, OwnerBankChange>(db, actor, {
    action: `owner.bank-change-${input.action}`,
    entity: ENTITY,
    lock: (tx) => loadBankChange(tx, id, true),
    idOf: (r) => r.change.id,
    // Masked, answer included: the view is also what the audit stores, and the decider has already read the numbers.
    view: (r) => toBankChange(r),
    applies: (r) => {
      if (!actor.actorId || r.change.makerId === actor.actorId) {
        throw forbidden('A change of payout account is decided by another admin, never by the one who asked for it', refusal('maker_cannot_decide', { what: 'bank_change' }));
      }
    },
    expected: (r) => ({ now: r.change.status, saw: input.expected, what: 'status' }),
    apply: async (tx, r) => {
      if (r.change.status !== 'pending') throw new DecisionConflict(`This change is no longer pending: it was already ${r.change.status}`);
      if (input.action === 'approve') {
        await loadOwner(tx, r.change.ownerId, true);
        await updateOwnerAccount(tx, r.change.ownerId, { bankName: r.change.bankName, bankAccountNumber: r.change.accountNumber });
        // The owner's version counts every change of their details: an edit made against the old account is stale now.
        await saveProfile(tx, r.change.ownerId, {});
      }
      await closeBankChange(tx, id, { status: input.action === 'approve' ? 'approved' : 'rejected', decidedBy: actor.actorId, remark: input.remark || null });
      return loadBankChange(tx, id);
    },
    alsoRecord: async (tx, before, after) => {
      if (after.change.status !== 'approved') return;
      await writeAudit(tx, actor, {
        action: 'owner.bank-change',
        entity: 'owners.account',
        entityId: before.change.ownerId,
        before: masked(before.change.previousBankName, before.change.previousAccountNumber),
        after: masked(after.change.bankName, after.change.accountNumber),
      });
    },
  });
}

/**
 * The payout account, the change waiting and the last one decided; an owner in the portal reads only their own.
 * `reveal`: the reader decides changes (Owner approve), so the waiting one carries its full numbers.
 */
export async function payoutAccount(db: Executor, ownerId: string, portalOwner: string | null, reveal: boolean): Promise<PayoutAccount> {
  if (portalOwner && portalOwner !== ownerId) throw notFound('Owner');
  const owner = await loadOwner(db, ownerId);
  const [pending, last] = await Promise.all([pendingBankChange(db, ownerId), lastDecidedBankChange(db, ownerId)]);
  return {
    ownerId,
    ...masked(owner.bankName, owner.bankAccountNumber),
    pending: pending ? toBankChange(pending, reveal && !portalOwner) : null,
    lastDecided: last ? toBankChange(last) : null,
  };
}
