import type { FastifyReply } from 'fastify';
import type { Executor } from '@server/db/client';
import { notFound } from '@server/core/errors/http-errors';
import { downloadHeaders } from './safety-headers';
import { readStoredFile } from './storage';

/** An upload as a route sends it back: its bytes, with the headers every upload is served with. */
export interface Download {
  mimeType: string;
  content: Buffer;
  headers: Record<string, string>;
}

/** The stored file a record points at; 404 `<what>` when it points at none, or the file was erased. */
export async function storedDownload(db: Executor, fileId: string | null | undefined, what: string): Promise<Download> {
  const file = fileId ? await readStoredFile(db, fileId) : null;
  if (!fileId || !file) throw notFound(what);
  return { mimeType: file.mimeType, content: file.content, headers: downloadHeaders(file.mimeType, fileId) };
}

export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply.headers(file.headers).type(file.mimeType).send(file.content);
}
