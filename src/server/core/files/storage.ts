import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { files } from '@server/db/schema';

/**
 * Where uploads are kept: today the database, shared by every API server. They are written, listed,
 * read back whole and erased here, by any area. A file of no account (a credit receipt) has accountId null,
 * so it is not among any user's documents.
 * Moving to object storage means changing these two files only.
 */
export interface StoredFile {
  id: string;
  kind: string;
  mimeType: string;
  size: number;
  createdAt: Date;
}

export async function saveFile(
  db: Executor,
  input: { accountId: string | null; kind: string; mimeType: string; content: Buffer; uploadedBy: string | null },
): Promise<StoredFile> {
  const [row] = await db
    .insert(files)
    .values({
      accountId: input.accountId,
      kind: input.kind,
      mimeType: input.mimeType,
      size: input.content.length,
      sha256: createHash('sha256').update(input.content).digest('hex'),
      content: input.content,
      uploadedBy: input.uploadedBy,
    })
    .returning({ id: files.id, kind: files.kind, mimeType: files.mimeType, size: files.size, createdAt: files.createdAt });
  return row;
}

export async function listAccountFiles(db: Executor, accountId: string): Promise<StoredFile[]> {
  return db
    .select({ id: files.id, kind: files.kind, mimeType: files.mimeType, size: files.size, createdAt: files.createdAt })
    .from(files)
    .where(and(eq(files.accountId, accountId), isNull(files.erasedAt)))
    .orderBy(files.createdAt);
}

/** The files of many accounts in one query (a list page), by account id. */
export async function listFilesOfAccounts(db: Executor, accountIds: readonly string[]): Promise<Map<string, StoredFile[]>> {
  const byAccount = new Map<string, StoredFile[]>();
  if (!accountIds.length) return byAccount;
  const rows = await db
    .select({ accountId: files.accountId, id: files.id, kind: files.kind, mimeType: files.mimeType, size: files.size, createdAt: files.createdAt })
    .from(files)
    .where(and(inArray(files.accountId, [...accountIds]), isNull(files.erasedAt)))
    .orderBy(files.createdAt);
  for (const { accountId, ...file } of rows) {
    if (!accountId) continue;
    const list = byAccount.get(accountId);
    if (list) list.push(file);
    else byAccount.set(accountId, [file]);
  }
  return byAccount;
}

/** Erasure keeps the row (who uploaded what, when) and drops the bytes. */
export async function eraseAccountFiles(db: Executor, accountId: string): Promise<number> {
  const erased = await db
    .update(files)
    .set({ content: null, erasedAt: new Date() })
    .where(and(eq(files.accountId, accountId), isNull(files.erasedAt)))
    .returning({ id: files.id });
  return erased.length;
}

export interface FileContent {
  mimeType: string;
  content: Buffer;
  accountId: string | null;
}

/** An upload's bytes; null when there is none, or it was erased with its account. */
export async function readStoredFile(db: Executor, id: string): Promise<FileContent | null> {
  const [row] = await db
    .select({ mimeType: files.mimeType, content: files.content, accountId: files.accountId })
    .from(files)
    .where(and(eq(files.id, id), isNull(files.erasedAt)));
  if (!row || !row.content) return null;
  return { mimeType: row.mimeType, content: row.content, accountId: row.accountId };
}
