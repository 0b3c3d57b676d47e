import type { ContactChangeSubmission, User } from '@shared/contracts/users';

/**
 * Whether a record still waits for a decision, with the decisions queued on this device on top:
 * a card decided offline leaves its queue, and the approvals inbox, at once.
 */
export const waitingUser = (user: User) => user.deletedAt === null && user.approvalStatus === 'pending';
export const waitingRider = (user: User) => user.deletedAt === null && user.role === 'rider' && user.verificationStatus === 'pending';
export const waitingContact = (submission: ContactChangeSubmission) => submission.status === 'pending';
