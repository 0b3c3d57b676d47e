import type { ContactChangeSubmission, User } from '@shared/contracts/users';
// Routes, not the contract: the approvals inbox declares these decisions with the shell, which must load no zod.
import { users } from '@shared/contracts/plain/users';
import { decidedState, type ChoiceInput } from '@app/kit/decision/choice';
import { defineDecision } from '@app/kit/decision/define-decision';
import { contactChangeResource, userResource } from './resource';

/**
 * The decisions of user management (DESIGN.md §7), declared once: each names the record it
 * touches, carries the state the admin saw as `expected` (the server answers 409 if the record
 * moved on), and the change the cached record shows until the server answers. Kinds, record keys
 * and bodies are what older versions queued, so their items still replay.
 */

export type { Choice, ChoiceInput } from '@app/kit/decision/choice';

/** What the outbox screen calls the record: the name the admin saw and its account number. */
const title = <T extends { name: string; accountNumber: string }>(record: T) => `${record.name} · ${record.accountNumber}`;

/** Approve or reject a user waiting for approval. */
const approval = defineDecision({
  type: userResource.type,
  kind: ({ decision }: ChoiceInput) => `user.${decision}`,
  call: users.decideApproval,
  body: (_: Pick<User, 'id' | 'name' | 'accountNumber' | 'approvalStatus'>, { decision, remark }) => ({ action: decision, remark }),
  expected: (user) => user.approvalStatus,
  patch: (_, { decision, remark }) => ({ approvalStatus: decidedState(decision), approvalRemark: remark || null }),
  title,
});

/** Ban (a remark is required) or unban; `expected` is the ban state on screen. */
const ban = defineDecision({
  type: userResource.type,
  kind: ({ ban }: { ban: boolean; remark: string }) => (ban ? 'user.ban' : 'user.unban'),
  call: users.setBan,
  body: (_: Pick<User, 'id' | 'name' | 'accountNumber' | 'banned'>, input) => ({ ban: input.ban, remark: input.remark }),
  expected: (user) => user.banned,
  // As the server keeps them: a ban's remark says why, an unban's says why it ended and keeps the ban's.
  patch: (_, { ban, remark }) => (ban ? { banned: true, banRemark: remark || null, unbanRemark: null } : { banned: false, unbanRemark: remark || null }),
  title,
});

/** VIP on or off, through the legacy call by account number. */
const vip = defineDecision({
  type: userResource.type,
  kind: ({ isVip }: { isVip: boolean }) => (isVip ? 'user.vip' : 'user.unvip'),
  call: users.setVip,
  body: (user: Pick<User, 'id' | 'name' | 'accountNumber' | 'isVip'>, { isVip }) => ({ account_number: user.accountNumber, is_vip: isVip }),
  expected: (user) => user.isVip,
  patch: (_, { isVip }) => ({ isVip }),
  title,
});

/** Approve (applies the new email or phone) or reject a contact-change submission: its own record. */
const contactChange = defineDecision({
  type: contactChangeResource.type,
  kind: ({ decision }: ChoiceInput) => `contact-change.${decision}`,
  call: users.decideContactChange,
  body: (_: Pick<ContactChangeSubmission, 'id' | 'name' | 'accountNumber' | 'status'>, { decision, remark }) => ({ action: decision, remark }),
  expected: (submission) => submission.status,
  patch: (_, { decision, remark }) => ({ status: decidedState(decision), remark: remark || null }),
  title,
});

/** A rider's identity check; the rider is a user, so it shares the user's record and order. */
const riderVerification = defineDecision({
  type: userResource.type,
  kind: ({ decision }: ChoiceInput) => `rider.${decision}`,
  call: users.decideRiderVerification,
  body: (rider: Pick<User, 'id' | 'name' | 'accountNumber' | 'verificationStatus'>, { decision, remark }) => ({
    account_number: rider.accountNumber,
    action: decision === 'approve' ? 'Approved' : 'Rejected',
    remarks: remark,
  }),
  // A rider whose status is unknown is decided as the pending rider the queue showed.
  expected: (rider) => rider.verificationStatus ?? 'pending',
  patch: (_, { decision, remark }) => ({ verificationStatus: decidedState(decision), verificationRemarks: remark || null }),
  title,
});

export const userDecisions = { approval, ban, vip, contactChange, riderVerification };
