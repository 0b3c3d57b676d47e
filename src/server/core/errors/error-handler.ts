import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ListParamsError } from '@shared/list-params';
import { refusal, type RefusalCode } from '@shared/refusals';
import { HttpError } from './http-errors';
import { fieldIssue, invalidRequest } from './field-issues';
import { BUSY_MESSAGE, RETRYABLE_CODES } from '../transactions';

/** Postgres errors a client's input can provoke, mapped to what the client should hear, with the refusal's code. */
const PG_CLIENT_ERRORS: Record<string, [number, string, RefusalCode]> = {
  '23505': [409, 'A record with the same unique value already exists', 'duplicate_value'],
  '23503': [409, 'The record refers to something that does not exist', 'missing_reference'],
  // An exclusion constraint (a stay on nights already taken) that a service did not answer itself.
  '23P01': [409, 'This overlaps another record', 'overlap'],
  '22P02': [400, 'A value has the wrong format', 'value_format'],
  '22001': [400, 'A value is too long', 'value_too_long'],
  '22003': [400, 'A number is out of range', 'number_out_of_range'],
  '22007': [400, 'A date has the wrong format', 'date_format'],
  '22008': [400, 'A date is out of range', 'date_out_of_range'],
  // A NUL character in a text or JSON value: the client sent it, the database cannot store it.
  '22021': [400, 'A value contains a character that is not allowed', 'bad_character'],
  '22P05': [400, 'A value contains a character that is not allowed', 'bad_character'],
};

/** Fastify's own client errors by their code; any other is a body it could not read. */
const FASTIFY_CLIENT_ERRORS: Record<string, RefusalCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
};

/** Which list parameter a list error is about: its message starts with it (`filter: unknown field "x"`). */
function listParam(message: string): string {
  return /^(filter|sort|pagination)\b/.exec(message)?.[1] ?? 'list';
}

function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One error shape for every route (DESIGN.md §4): `{ message }` with a 4xx, the fields
 * named on validation failures, and never a stack trace or SQL in what the client sees.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) =>
        fieldIssue(
          [error.validationContext, ...String(v.instancePath || '').split('/').filter(Boolean)]
            .filter(Boolean)
            .join('.')
            .replace(/^body\./, ''),
          v.keyword,
          v.message ?? 'Invalid value',
          v.params,
        ),
      );
      return reply.code(400).send(invalidRequest(errors));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message, ...error.extra });
    }
    if (error instanceof ListParamsError) {
      return reply.code(400).send({ message: error.message, refusal: refusal('invalid_list_params', { param: listParam(error.message) }) });
    }
    const code = pgCode(error);
    if (code && RETRYABLE_CODES.has(code)) {
      // A deadlock or serialization failure outside a transaction (which retries its own): a race, not a fault.
      return reply.code(503).header('retry-after', '1').send({ message: BUSY_MESSAGE });
    }
    if (code && PG_CLIENT_ERRORS[code]) {
      const [status, message, why] = PG_CLIENT_ERRORS[code];
      return reply.code(status).send({ message, refusal: refusal(why) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) say nothing internal.
      const why = status === 429 ? null : (FASTIFY_CLIENT_ERRORS[error.code] ?? 'malformed_body');
      return reply.code(status).send({ message: error.message, ...(why ? { refusal: refusal(why) } : {}) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
