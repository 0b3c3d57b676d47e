import type { UserDocument } from '@shared/contracts/users';
import { DOCUMENT_KINDS, type DocumentKind } from '@shared/contracts/plain/users';

/** Identity documents first, in the order a reviewer compares them; the avatar last. */
const ORDER: DocumentKind[] = ['identity_front', 'identity_back', 'driving_licence', 'selfie', 'other', 'avatar'];

export function sortDocuments(documents: UserDocument[]): UserDocument[] {
  const rank = (kind: DocumentKind) => (ORDER.includes(kind) ? ORDER.indexOf(kind) : DOCUMENT_KINDS.length);
  return [...documents].sort((a, b) => rank(a.kind) - rank(b.kind) || a.createdAt.localeCompare(b.createdAt));
}

export function isPdf(document: Pick<UserDocument, 'mimeType'>): boolean {
  return document.mimeType === 'application/pdf';
}

export { formatBytes } from '@app/lib/format-bytes';
