import type { User, UserDocument } from '@shared/contracts/users';
import type { AccountRow } from '@server/db/schema';
import type { StoredFile } from '@server/core/files/storage';

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
    avatarId: row.avatarId,
    documents: documents.filter((d) => d.kind !== 'avatar').map(asUserDocument),
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
  };
}
