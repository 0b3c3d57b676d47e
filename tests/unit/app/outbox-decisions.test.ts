import { describe, expect, it } from 'vitest';
import type { ContactChangeSubmission, User } from '@shared/contracts/users';
import { withPending } from '@app/offline/outbox-rules';
import { userDecisions, type Choice } from '@app/features/users/decisions';

const user = {
  id: 'u-1/x',
  name: 'Aminah binti Yusof',
  accountNumber: 'U000123',
  approvalStatus: 'pending',
  approvalRemark: null,
  banned: false,
  banRemark: null,
  isVip: false,
  verificationStatus: 'pending',
  verificationRemarks: null,
} as unknown as User;

const submission = {
  id: 'cc-9',
  accountId: 'u-1/x',
  accountNumber: 'U000123',
  name: 'Aminah binti Yusof',
  field: 'email',
  currentValue: 'old@demo.my',
  newValue: 'new@demo.my',
  status: 'pending',
  remark: null,
} as unknown as ContactChangeSubmission;

// The declared decisions, called the way the screens call them.
const userApproval = (record: User, decision: Choice, remark: string) => userDecisions.approval.item(record, { decision, remark });
const userBan = (record: User, ban: boolean, remark: string) => userDecisions.ban.item(record, { ban, remark });
const userVip = (record: User, isVip: boolean) => userDecisions.vip.item(record, { isVip });
const contactChangeDecision = (record: ContactChangeSubmission, decision: Choice, remark: string) => userDecisions.contactChange.item(record, { decision, remark });
const riderVerification = (record: User, decision: Choice, remark: string) => userDecisions.riderVerification.item(record, { decision, remark });

/** The record as the screen shows it once the item is queued. */
const shown = <T extends object>(record: T, patch: Record<string, unknown> | null) => withPending(record, [{ status: 'pending', seq: 1, patch }]);

describe('decisions as outbox items', () => {
  it('approve and reject a user: the approval call with the status seen, and the new status on the record', () => {
    const approve = userApproval(user, 'approve', 'Documents checked');
    expect(approve).toEqual({
      kind: 'user.approve',
      recordKey: 'users.user:u-1/x',
      title: 'Aminah binti Yusof · U000123',
      remark: 'Documents checked',
      request: {
        method: 'PATCH',
        path: '/api/users/u-1%2Fx/approval-action',
        body: { action: 'approve', remark: 'Documents checked', expected: 'pending' },
      },
      patch: { approvalStatus: 'approved', approvalRemark: 'Documents checked' },
    });
    const reject = userApproval(user, 'reject', 'Fake documents');
    expect(reject.kind).toBe('user.reject');
    expect(reject.request.body).toEqual({ action: 'reject', remark: 'Fake documents', expected: 'pending' });
    expect(shown(user, reject.patch)).toMatchObject({ approvalStatus: 'rejected', approvalRemark: 'Fake documents' });
    // No remark: the record shows none rather than an empty string.
    expect(userApproval(user, 'approve', '').patch).toEqual({ approvalStatus: 'approved', approvalRemark: null });
  });

  it('ban and unban carry the ban state the admin saw, so a ban queued after a queued unban expects the pending state', () => {
    const ban = userBan(user, true, 'Chargeback on two stays');
    expect(ban).toMatchObject({
      kind: 'user.ban',
      recordKey: 'users.user:u-1/x',
      request: { method: 'PATCH', path: '/api/users/u-1%2Fx/ban', body: { ban: true, remark: 'Chargeback on two stays', expected: false } },
      patch: { banned: true, banRemark: 'Chargeback on two stays' },
    });
    const afterBan = shown(user, ban.patch);
    const unban = userBan(afterBan, false, '');
    expect(unban.kind).toBe('user.unban');
    expect(unban.request.body).toEqual({ ban: false, remark: '', expected: true });
    // As the server keeps it: the ban's remark stays, the unban's goes in its own field.
    expect(shown(afterBan, unban.patch)).toMatchObject({ banned: false, banRemark: 'Chargeback on two stays', unbanRemark: null });
  });

  it('VIP on and off go to the legacy call by account number', () => {
    const on = userVip(user, true);
    expect(on).toMatchObject({
      kind: 'user.vip',
      recordKey: 'users.user:u-1/x',
      request: { method: 'POST', path: '/user-mgmt/set-vip-status', body: { account_number: 'U000123', is_vip: true, expected: false } },
      patch: { isVip: true },
    });
    const off = userVip({ ...user, isVip: true }, false);
    expect(off.kind).toBe('user.unvip');
    expect(off.request.body).toEqual({ account_number: 'U000123', is_vip: false, expected: true });
    expect(off.patch).toEqual({ isVip: false });
    expect(off.remark).toBeUndefined();
  });

  it('a contact change is its own record, decided against the status seen', () => {
    const approve = contactChangeDecision(submission, 'approve', '');
    expect(approve).toEqual({
      kind: 'contact-change.approve',
      recordKey: 'users.contact-change:cc-9',
      title: 'Aminah binti Yusof · U000123',
      remark: '',
      request: { method: 'PATCH', path: '/api/change-contact-submissions/cc-9', body: { action: 'approve', remark: '', expected: 'pending' } },
      patch: { status: 'approved', remark: null },
    });
    const reject = contactChangeDecision(submission, 'reject', 'Not the owner’s number');
    expect(reject.kind).toBe('contact-change.reject');
    expect(shown(submission, reject.patch)).toMatchObject({ status: 'rejected', remark: 'Not the owner’s number' });
  });

  it('rider verification shares the user’s record (same order) and sends Approved or Rejected', () => {
    const approve = riderVerification(user, 'approve', 'IC matches the selfie');
    expect(approve).toMatchObject({
      kind: 'rider.approve',
      recordKey: 'users.user:u-1/x',
      request: {
        method: 'POST',
        path: '/user-mgmt/action-rider-verification',
        body: { account_number: 'U000123', action: 'Approved', remarks: 'IC matches the selfie', expected: 'pending' },
      },
      patch: { verificationStatus: 'approved', verificationRemarks: 'IC matches the selfie' },
    });
    const reject = riderVerification(user, 'reject', 'Blurred licence');
    expect(reject.kind).toBe('rider.reject');
    expect((reject.request.body as { action: string }).action).toBe('Rejected');
    expect(reject.patch).toEqual({ verificationStatus: 'rejected', verificationRemarks: 'Blurred licence' });
    // A rider whose status is unknown is decided as the pending rider the queue showed.
    expect((riderVerification({ ...user, verificationStatus: null }, 'approve', '').request.body as { expected: string }).expected).toBe('pending');
  });
});
