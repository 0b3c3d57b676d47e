import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '@server/core/errors/http-errors';
import { MAX_UPLOAD_BYTES } from '@shared/contracts/files';
import { sniffMime, type AcceptedMime } from './sniff';

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

/** What the parser's own errors mean to the client; anything else it throws is a body it could not read. */
const PARSER_ERRORS: Record<string, string> = {
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FILES_LIMIT: 'The form has too many files',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PROTO_VIOLATION: 'The form has a field name that is not allowed',
};

/**
 * Every way a multipart body can be unreadable (no boundary, cut short, a malformed part header, over a limit)
 * is the client's doing: a 400 saying so, never the parser's plain Error reaching the client as a 500.
 */
function malformed(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return badRequest(`Each file may be at most ${MB} MB`, { errors: [{ field: 'file', message: `At most ${MB} MB` }] });
  }
  if (typeof code === 'string' && PARSER_ERRORS[code]) return badRequest(PARSER_ERRORS[code]);
  return badRequest('The multipart form is malformed or incomplete; send it again as multipart/form-data with a boundary');
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
    throw malformed(err);
  }
  return body;
}
