import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { files } from '@server/db/schema';

export interface FileContent {
  mimeType: string;
  content: Buffer;
  accountId: string | null;
}

/** An upload's bytes; null when there is none, or it was erased with its account. */
export async function readFile(db: Executor, id: string): Promise<FileContent | null> {
  const [row] = await db
    .select({ mimeType: files.mimeType, content: files.content, accountId: files.accountId })
    .from(files)
    .where(and(eq(files.id, id), isNull(files.erasedAt)));
  if (!row || !row.content) return null;
  return { mimeType: row.mimeType, content: row.content, accountId: row.accountId };
}
