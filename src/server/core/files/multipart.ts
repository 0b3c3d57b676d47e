import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, fieldError, HttpError } from '@server/core/errors/http-errors';
import { refusal } from '@shared/refusals';
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
const PARSER_ERRORS: Record<string, [string, string]> = {
  FST_PARTS_LIMIT: ['The form has too many parts', 'parts'],
  FST_FILES_LIMIT: ['The form has too many files', 'files'],
  FST_FIELDS_LIMIT: ['The form has too many fields', 'fields'],
  FST_PROTO_VIOLATION: ['The form has a field name that is not allowed', 'name'],
};

/**
 * Every way a multipart body can be unreadable (no boundary, cut short, a malformed part header, over a limit)
 * is the client's doing: a 400 saying so, never the parser's plain Error reaching the client as a 500.
 */
function malformed(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const why = refusal('file_too_large', { mb: MB });
    return badRequest(`Each file may be at most ${MB} MB`, why, { errors: [fieldError('file', `At most ${MB} MB`, why)] });
  }
  if (typeof code === 'string' && PARSER_ERRORS[code]) {
    const [message, limit] = PARSER_ERRORS[code];
    return badRequest(message, refusal('multipart_limit', { limit }));
  }
  return badRequest('The multipart form is malformed or incomplete; send it again as multipart/form-data with a boundary', refusal('multipart_malformed'));
}

/**
 * Reads a multipart form whole: text parts as strings, file parts as buffers checked by content.
 * A file over the limit or of another type is a 400 naming the part, never a 413 or a 5xx.
 */
export async function readMultipart(request: FastifyRequest, allowedFileFields: readonly string[]): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send this as multipart/form-data', refusal('not_multipart'));
  const body: MultipartBody = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') body.fields[part.fieldname] = part.value;
        continue;
      }
      if (!allowedFileFields.includes(part.fieldname)) {
        throw badRequest(
          `Unknown file part "${part.fieldname}"; expected one of ${allowedFileFields.join(', ')}`,
          refusal('unknown_file_part', { field: part.fieldname, expected: allowedFileFields.join(', ') }),
        );
      }
      const content = await part.toBuffer();
      if (content.length === 0) continue;
      const mimeType = sniffMime(content);
      if (!mimeType) {
        const why = refusal('file_type', { field: part.fieldname, accepted: 'JPEG, PNG, WebP, PDF' });
        throw badRequest(`${part.fieldname}: only JPEG, PNG, WebP or PDF files are accepted`, why, {
          errors: [fieldError(part.fieldname, 'Only JPEG, PNG, WebP or PDF files are accepted', why)],
        });
      }
      body.files.push({ field: part.fieldname, fileName: part.filename, mimeType, content });
    }
  } catch (err) {
    throw malformed(err);
  }
  return body;
}

const TYPE_NAMES: Record<AcceptedMime, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'application/pdf': 'PDF' };

/**
 * The one file a call needs from its form (`what` names it for the admin: "the receipt"), of the types it accepts when
 * narrower than every upload's (sniffed by content when the form was read): missing or of another type is a 400 on its field.
 */
export function requiredFile(body: MultipartBody, field: string, what: string, accepted?: { types: readonly AcceptedMime[]; label: string }): UploadedFile {
  const file = body.files.find((f) => f.field === field);
  if (!file) {
    const why = refusal('file_required', { field });
    throw badRequest(`Attach ${what} as the "${field}" file part`, why, { errors: [fieldError(field, 'Required', why)] });
  }
  if (accepted && !accepted.types.includes(file.mimeType)) {
    const why = refusal('file_type', { field, accepted: accepted.types.map((type) => TYPE_NAMES[type]).join(', ') });
    throw badRequest(`${field}: only ${accepted.label} are accepted`, why, { errors: [fieldError(field, `Only ${accepted.label} are accepted`, why)] });
  }
  return file;
}
