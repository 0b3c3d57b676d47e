import type { User } from '@shared/contracts/users';
import type { Db, Tx } from '@server/db/client';
import type { AccountRow } from '@server/db/schema';
import { badRequest } from '@server/core/errors/http-errors';
import { refusal } from '@shared/refusals';
import { lastDecisionOf, type AuditActor } from '@server/core/audit/audit-log';
import { revokeAccountSessions } from '@server/core/auth/sessions';
import { listAccountFiles, type StoredFile } from '@server/core/files/storage';
import { DecisionConflict, guardedChange, movedOnRefusal, type Expectation } from '@server/core/guarded-change';
import { toAuditUser, toUser } from './dto';
import { loadUserByAccountNumber, loadUserById, updateAccount, type AccountPatch } from './repo';

/** Who a decision is about: the newer calls name the record id, the older /user-mgmt calls its account number. */
export type UserRef = { id: string } | { accountNumber: string };

/** A user as a decision reads it: the locked row, and the documents its answer shows (a decision leaves them be). */
interface LockedUser {
  row: AccountRow;
  documents: StoredFile[];
}

interface UserDecision {
  action: string;
  /** The audit actions that decide what this decision's `expected` compares (who decided it first). */
  decidedBy?: readonly string[];
  applies?: (row: AccountRow) => void;
  expected?: (row: AccountRow) => Expectation<unknown>;
  /** The patch to apply, or null when the record already says what was asked (nothing to do). */
  patch: (row: AccountRow) => AccountPatch | null;
  afterUpdate?: (tx: Tx, updated: AccountRow) => Promise<void>;
}

function decide(db: Db, actor: AuditActor, ref: UserRef, decision: UserDecision): Promise<User> {
  const { applies, expected } = decision;
  return guardedChange<LockedUser, User>(db, actor, {
    action: decision.action,
    entity: 'users.account',
    lock: async (tx) => {
      const row = 'id' in ref ? await loadUserById(tx, ref.id, true) : await loadUserByAccountNumber(tx, ref.accountNumber, true);
      return { row, documents: await listAccountFiles(tx, row.id) };
    },
    idOf: ({ row }) => row.id,
    view: ({ row, documents }) => toUser(row, documents),
    auditView: ({ row, documents }) => toAuditUser(row, documents),
    applies: applies && (({ row }) => applies(row)),
    expected: expected && (({ row }) => expected(row)),
    decider: (tx, { row }) => lastDecisionOf(tx, 'users.account', row.id, decision.decidedBy ?? []),
    apply: async (tx, { row, documents }) => {
      const patch = decision.patch(row);
      if (!patch) return null;
      const updated = await updateAccount(tx, row.id, patch);
      await decision.afterUpdate?.(tx, updated);
      return { row: updated, documents };
    },
  });
}

export function decideApproval(db: Db, actor: AuditActor, ref: UserRef, input: { action: 'approve' | 'reject'; remark: string; expected?: 'pending' | 'approved' | 'rejected' }): Promise<User> {
  return decide(db, actor, ref, {
    action: `user.${input.action}`,
    decidedBy: ['user.approve', 'user.reject'],
    expected: (row) => ({ now: row.approvalStatus, saw: input.expected, what: 'approval status', field: 'approvalStatus' }),
    patch: (row) => {
      if (row.approvalStatus !== 'pending') {
        throw new DecisionConflict(`This user is no longer pending: they were already ${row.approvalStatus}`, movedOnRefusal('approvalStatus', row.approvalStatus));
      }
      return { approvalStatus: input.action === 'approve' ? 'approved' : 'rejected', approvalRemark: input.remark || null };
    },
  });
}

export function setBan(db: Db, actor: AuditActor, ref: UserRef, input: { ban: boolean; remark: string; expected?: boolean }): Promise<User> {
  return decide(db, actor, ref, {
    action: input.ban ? 'user.ban' : 'user.unban',
    decidedBy: ['user.ban', 'user.unban'],
    expected: (row) => ({ now: row.banned, saw: input.expected, what: 'ban state', field: 'banned' }),
    patch: (row) => {
      if (row.banned === input.ban) return null;
      // A ban's remark says why; an unban keeps it (what happened stays readable) and says why it ended.
      return input.ban
        ? { banned: true, banRemark: input.remark || null, unbanRemark: null }
        : { banned: false, unbanRemark: input.remark || null };
    },
    // A banned user's sessions end at once, wherever they are signed in.
    afterUpdate: async (tx, updated) => {
      if (updated.banned) await revokeAccountSessions(tx, updated.id, 'banned');
    },
  });
}

export function setVip(db: Db, actor: AuditActor, ref: UserRef, input: { isVip: boolean; expected?: boolean }): Promise<User> {
  return decide(db, actor, ref, {
    action: input.isVip ? 'user.vip' : 'user.unvip',
    decidedBy: ['user.vip', 'user.unvip'],
    expected: (row) => ({ now: row.isVip, saw: input.expected, what: 'VIP state', field: 'isVip' }),
    patch: (row) => (row.isVip === input.isVip ? null : { isVip: input.isVip }),
  });
}

function requireAgent(row: AccountRow): void {
  if (row.role !== 'agent') throw badRequest('Only agents have an agent type and commission', refusal('only_agents'));
}

export function setAgentType(db: Db, actor: AuditActor, ref: UserRef, agentType: 'freelance' | 'in_house' | 'corporate'): Promise<User> {
  return decide(db, actor, ref, {
    action: 'user.agent-type',
    applies: requireAgent,
    patch: (row) => (row.agentType === agentType ? null : { agentType }),
  });
}

export function setCommission(db: Db, actor: AuditActor, ref: UserRef, rate: number): Promise<User> {
  return decide(db, actor, ref, {
    action: 'user.commission',
    applies: requireAgent,
    patch: (row) => {
      const rounded = Math.round(rate * 100) / 100;
      return row.commissionRate !== null && Number(row.commissionRate) === rounded ? null : { commissionRate: rounded };
    },
  });
}

export function setLink(db: Db, actor: AuditActor, ref: UserRef, url: string): Promise<User> {
  return decide(db, actor, ref, {
    action: 'user.url',
    patch: (row) => (row.url === url ? null : { url }),
  });
}

export function decideRiderVerification(
  db: Db,
  actor: AuditActor,
  ref: UserRef,
  input: { action: 'approved' | 'rejected'; remarks: string; expected?: 'pending' | 'approved' | 'rejected' },
): Promise<User> {
  return decide(db, actor, ref, {
    action: `rider.verification-${input.action}`,
    applies: (row) => {
      if (row.role !== 'rider') throw badRequest('Only riders have an identity verification', refusal('only_riders'));
    },
    decidedBy: ['rider.verification-approved', 'rider.verification-rejected'],
    expected: (row) => ({ now: row.verificationStatus, saw: input.expected, what: 'verification status', field: 'verificationStatus' }),
    patch: (row) => {
      if (row.verificationStatus !== 'pending') {
        throw new DecisionConflict(
          `This rider's verification is no longer pending: it is ${row.verificationStatus ?? 'not started'}`,
          movedOnRefusal('verificationStatus', row.verificationStatus ?? 'not_started'),
        );
      }
      return { verificationStatus: input.action, verificationRemarks: input.remarks || null };
    },
  });
}
