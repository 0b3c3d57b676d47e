import type { z } from 'zod';
import type { ContactChangeSubmission, User, UserDocument, contactChangeFilter, userFilter } from '@shared/contracts/users';
import type { AccountRow, contactChangeSubmissions } from '@server/db/schema';
import { maskIdNumber } from '@shared/identity';
import type { StoredFile } from '@server/core/files/storage';

/** What `filter` may hold on the users lists, as parsed. */
export type UserFilter = Partial<{ [K in keyof typeof userFilter]: z.infer<(typeof userFilter)[K]> }>;
/** What `filter` may hold on the contact-change list, as parsed. */
export type ContactChangeFilter = Partial<{ [K in keyof typeof contactChangeFilter]: z.infer<(typeof contactChangeFilter)[K]> }>;

export type ContactChangeRow = typeof contactChangeSubmissions.$inferSelect;
/** What a submission shows of its account: whose it is, and the value it would replace. */
export type SubmitterColumns = Pick<AccountRow, 'accountNumber' | 'name' | 'email' | 'phone' | 'kind'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function asUserDocument(f: StoredFile): UserDocument {
  return { id: f.id, kind: f.kind as UserDocument['kind'], mimeType: f.mimeType, size: f.size, createdAt: f.createdAt.toISOString() };
}

/** What a client may see of a platform user; documents only where the caller loaded them. */
export function toUser(row: AccountRow, documents: StoredFile[] = []): User {
  return {
    id: row.id,
    accountNumber: row.accountNumber,
    role: row.role ?? (row.kind === 'owner' ? 'owner' : 'guest'),
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    approvalStatus: row.approvalStatus,
    approvalRemark: row.approvalRemark,
    banned: row.banned,
    banRemark: row.banRemark,
    unbanRemark: row.unbanRemark,
    isVip: row.isVip,
    agentType: row.agentType,
    commissionRate: row.commissionRate === null ? null : Number(row.commissionRate),
    url: row.url,
    bankName: row.bankName,
    bankAccountNumber: row.bankAccountNumber,
    verificationStatus: row.verificationStatus,
    verificationRemarks: row.verificationRemarks,
    idNumber: row.idNumber,
    dateOfBirth: row.dateOfBirth,
    avatarId: row.avatarId,
    documents: documents.filter((d) => d.kind !== 'avatar').map(asUserDocument),
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
  };
}

/**
 * A user as a list row shows them: the identity number masked to its last 4 characters and no date of birth
 * (a MyKad's first 6 digits are the birth date). Only one rider's record carries them in full.
 */
export function toUserListItem(row: AccountRow, documents: StoredFile[] = []): User {
  return { ...toUser(row, documents), idNumber: maskIdNumber(row.idNumber), dateOfBirth: null };
}

/** A user as the audit keeps them: the identity number masked, the date of birth kept (a change to it stays traceable). */
export function toAuditUser(row: AccountRow, documents: StoredFile[] = []): User {
  return { ...toUser(row, documents), idNumber: maskIdNumber(row.idNumber) };
}

/** The same for a User already built (register, edit). */
export function auditedUser(u: User): User {
  return { ...u, idNumber: maskIdNumber(u.idNumber) };
}

export function toSubmission(row: ContactChangeRow, account: SubmitterColumns): ContactChangeSubmission {
  return {
    id: row.id,
    accountId: row.accountId,
    accountNumber: account.accountNumber,
    name: account.name,
    field: row.field,
    currentValue: row.field === 'email' ? account.email : account.phone,
    newValue: row.newValue,
    status: row.status,
    remark: row.remark,
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}
