import { callRequest } from '@shared/contracts/call';
import { users, type ContactChangeSubmission, type User } from '@shared/contracts/users';
import type { NewOutboxItem } from '@app/offline/outbox-types';

/**
 * The decisions of user management as outbox items (DESIGN.md §7): each names the record it
 * touches, carries the state the admin saw as `expected` (the server answers 409 if the record
 * moved on), and the change the cached record shows until the server answers.
 */

export type Decision = 'approve' | 'reject';

export function userRecordKey(id: string): string {
  return `user:${id}`;
}

export function contactChangeRecordKey(id: string): string {
  return `contact-change:${id}`;
}

/** What the outbox screen calls the record: the name the admin saw and its account number. */
export function decisionTitle(record: { name: string; accountNumber: string }): string {
  return `${record.name} · ${record.accountNumber}`;
}

const decided = (decision: Decision) => (decision === 'approve' ? 'approved' : 'rejected');

/** Approve or reject a user waiting for approval. */
export function userApproval(user: Pick<User, 'id' | 'name' | 'accountNumber' | 'approvalStatus'>, decision: Decision, remark: string): NewOutboxItem {
  return {
    kind: `user.${decision}`,
    recordKey: userRecordKey(user.id),
    title: decisionTitle(user),
    remark,
    request: callRequest(users.decideApproval, { id: user.id }, { action: decision, remark, expected: user.approvalStatus }),
    patch: { approvalStatus: decided(decision), approvalRemark: remark || null },
  };
}

/** Ban (a remark is required) or unban; `expected` is the ban state on screen. */
export function userBan(user: Pick<User, 'id' | 'name' | 'accountNumber' | 'banned'>, ban: boolean, remark: string): NewOutboxItem {
  return {
    kind: ban ? 'user.ban' : 'user.unban',
    recordKey: userRecordKey(user.id),
    title: decisionTitle(user),
    remark,
    request: callRequest(users.setBan, { id: user.id }, { ban, remark, expected: user.banned }),
    // As the server keeps them: a ban's remark says why, an unban's says why it ended and keeps the ban's.
    patch: ban ? { banned: true, banRemark: remark || null, unbanRemark: null } : { banned: false, unbanRemark: remark || null },
  };
}

/** VIP on or off. */
export function userVip(user: Pick<User, 'id' | 'name' | 'accountNumber' | 'isVip'>, isVip: boolean): NewOutboxItem {
  return {
    kind: isVip ? 'user.vip' : 'user.unvip',
    recordKey: userRecordKey(user.id),
    title: decisionTitle(user),
    request: callRequest(users.setVip, undefined, { account_number: user.accountNumber, is_vip: isVip, expected: user.isVip }),
    patch: { isVip },
  };
}

/** Approve (applies the new email or phone) or reject a contact-change submission. */
export function contactChangeDecision(submission: Pick<ContactChangeSubmission, 'id' | 'name' | 'accountNumber' | 'status'>, decision: Decision, remark: string): NewOutboxItem {
  return {
    kind: `contact-change.${decision}`,
    recordKey: contactChangeRecordKey(submission.id),
    title: decisionTitle(submission),
    remark,
    request: callRequest(users.decideContactChange, { id: submission.id }, { action: decision, remark, expected: submission.status }),
    patch: { status: decided(decision), remark: remark || null },
  };
}

/** A rider's identity check; the rider is a user, so it shares the user's record and order. */
export function riderVerification(rider: Pick<User, 'id' | 'name' | 'accountNumber' | 'verificationStatus'>, decision: Decision, remarks: string): NewOutboxItem {
  return {
    kind: `rider.${decision}`,
    recordKey: userRecordKey(rider.id),
    title: decisionTitle(rider),
    remark: remarks,
    request: callRequest(users.decideRiderVerification, undefined, {
      account_number: rider.accountNumber,
      action: decision === 'approve' ? 'Approved' : 'Rejected',
      remarks,
      expected: rider.verificationStatus ?? 'pending',
    }),
    patch: { verificationStatus: decided(decision), verificationRemarks: remarks || null },
  };
}
