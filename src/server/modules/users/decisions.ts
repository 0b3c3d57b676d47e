import type { User } from '@shared/contracts/users';
import type { Db } from '@server/db/client';
import { badRequest } from '@server/core/errors/http-errors';
import type { AuditActor } from '@server/core/audit/audit-log';
import { revokeAccountSessions } from '@server/core/auth/sessions';
import { changeUser, expectState, MovedOn } from './change';
import { loadUserByAccountNumber, loadUserById } from './repo';

/** Who a decision is about: the newer calls name the record id, the older /user-mgmt calls its account number. */
export type UserRef = { id: string } | { accountNumber: string };

const loader = (ref: UserRef) => (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) =>
  'id' in ref ? loadUserById(tx, ref.id, true) : loadUserByAccountNumber(tx, ref.accountNumber, true);

export function decideApproval(db: Db, actor: AuditActor, ref: UserRef, input: { action: 'approve' | 'reject'; remark: string; expected?: 'pending' | 'approved' | 'rejected' }): Promise<User> {
  return changeUser(db, actor, {
    action: `user.${input.action}`,
    load: loader(ref),
    patch: (current) => {
      expectState(current.approvalStatus, input.expected, 'approval status');
      if (current.approvalStatus !== 'pending') {
        throw new MovedOn(`This user is no longer pending: they were already ${current.approvalStatus}`);
      }
      return { approvalStatus: input.action === 'approve' ? 'approved' : 'rejected', approvalRemark: input.remark || null };
    },
  });
}

export function setBan(db: Db, actor: AuditActor, ref: UserRef, input: { ban: boolean; remark: string; expected?: boolean }): Promise<User> {
  return changeUser(db, actor, {
    action: input.ban ? 'user.ban' : 'user.unban',
    load: loader(ref),
    patch: (current) => {
      expectState(current.banned, input.expected, 'ban state');
      if (current.banned === input.ban) return null;
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
  return changeUser(db, actor, {
    action: input.isVip ? 'user.vip' : 'user.unvip',
    load: loader(ref),
    patch: (current) => {
      expectState(current.isVip, input.expected, 'VIP state');
      return current.isVip === input.isVip ? null : { isVip: input.isVip };
    },
  });
}

function requireAgent(role: string | null): void {
  if (role !== 'agent') throw badRequest('Only agents have an agent type and commission');
}

export function setAgentType(db: Db, actor: AuditActor, ref: UserRef, agentType: 'freelance' | 'in_house' | 'corporate'): Promise<User> {
  return changeUser(db, actor, {
    action: 'user.agent-type',
    load: loader(ref),
    patch: (current) => {
      requireAgent(current.role);
      return current.agentType === agentType ? null : { agentType };
    },
  });
}

export function setCommission(db: Db, actor: AuditActor, ref: UserRef, rate: number): Promise<User> {
  return changeUser(db, actor, {
    action: 'user.commission',
    load: loader(ref),
    patch: (current) => {
      requireAgent(current.role);
      const rounded = Math.round(rate * 100) / 100;
      return current.commissionRate !== null && Number(current.commissionRate) === rounded ? null : { commissionRate: rounded };
    },
  });
}

export function setLink(db: Db, actor: AuditActor, ref: UserRef, url: string): Promise<User> {
  return changeUser(db, actor, {
    action: 'user.url',
    load: loader(ref),
    patch: (current) => (current.url === url ? null : { url }),
  });
}

export function decideRiderVerification(
  db: Db,
  actor: AuditActor,
  ref: UserRef,
  input: { action: 'approved' | 'rejected'; remarks: string; expected?: 'pending' | 'approved' | 'rejected' },
): Promise<User> {
  return changeUser(db, actor, {
    action: `rider.verification-${input.action}`,
    load: loader(ref),
    patch: (current) => {
      if (current.role !== 'rider') throw badRequest('Only riders have an identity verification');
      expectState(current.verificationStatus, input.expected, 'verification status');
      if (current.verificationStatus !== 'pending') {
        throw new MovedOn(`This rider's verification is no longer pending: it is ${current.verificationStatus ?? 'not started'}`);
      }
      return { verificationStatus: input.action, verificationRemarks: input.remarks || null };
    },
  });
}
