import type { Executor } from '@server/db/client';
import { notFound } from '@server/core/errors/http-errors';
import { downloadHeaders } from './dto';
import { readFile } from './repo';

export interface Download {
  mimeType: string;
  content: Buffer;
  headers: Record<string, string>;
}

/** An upload as it is sent to an admin who may see users' documents; a 404 once erased. */
export async function fileDownload(db: Executor, id: string): Promise<Download> {
  const file = await readFile(db, id);
  if (!file) throw notFound('File');
  return { mimeType: file.mimeType, content: file.content, headers: downloadHeaders(file.mimeType, id) };
}
