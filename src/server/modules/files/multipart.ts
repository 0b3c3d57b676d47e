import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http-errors';
import { MAX_UPLOAD_BYTES, sniffMime, type AcceptedMime } from './sniff';

export interface UploadedFile {
  field: string;
  fileName: string;
  mimeType: AcceptedMime;
  content: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

const MB = MAX_UPLOAD_BYTES / (1024 * 1024);

function isTooLarge(err: unknown): boolean {
  return (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads a multipart form whole: text parts as strings, file parts as buffers checked by content.
 * A file over the limit or of another type is a 400 naming the part, never a 413 or a 5xx.
 */
export async function readMultipart(request: FastifyRequest, allowedFileFields: readonly string[]): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send this as multipart/form-data');
  const body: MultipartBody = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') body.fields[part.fieldname] = part.value;
        continue;
      }
      if (!allowedFileFields.includes(part.fieldname)) {
        throw badRequest(`Unknown file part "${part.fieldname}"; expected one of ${allowedFileFields.join(', ')}`);
      }
      const content = await part.toBuffer();
      if (content.length === 0) continue;
      const mimeType = sniffMime(content);
      if (!mimeType) {
        throw badRequest(`${part.fieldname}: only JPEG, PNG, WebP or PDF files are accepted`, {
          errors: [{ field: part.fieldname, message: 'Only JPEG, PNG, WebP or PDF files are accepted' }],
        });
      }
      body.files.push({ field: part.fieldname, fileName: part.filename, mimeType, content });
    }
  } catch (err) {
    if (isTooLarge(err)) {
      throw badRequest(`Each file may be at most ${MB} MB`, { errors: [{ field: 'file', message: `At most ${MB} MB` }] });
    }
    throw err;
  }
  return body;
}
