import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ListParamsError } from '@shared/list-params';
import { HttpError } from './http-errors';
import { BUSY_MESSAGE, RETRYABLE_CODES } from '../transactions';

interface FieldError {
  field: string;
  message: string;
}

/** Postgres errors a client's input can provoke, mapped to what the client should hear. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'A record with the same unique value already exists'],
  '23503': [409, 'The record refers to something that does not exist'],
  // An exclusion constraint (a stay on nights already taken) that a service did not answer itself.
  '23P01': [409, 'This overlaps another record'],
  '22P02': [400, 'A value has the wrong format'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '22007': [400, 'A date has the wrong format'],
  '22008': [400, 'A date is out of range'],
  // A NUL character in a text or JSON value: the client sent it, the database cannot store it.
  '22021': [400, 'A value contains a character that is not allowed'],
  '22P05': [400, 'A value contains a character that is not allowed'],
};

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
      const errors: FieldError[] = error.validation.map((v) => ({
        field: [error.validationContext, ...String(v.instancePath || '').split('/').filter(Boolean)]
          .filter(Boolean)
          .join('.')
          .replace(/^body\./, ''),
        message: v.message ?? 'Invalid value',
      }));
      const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      return reply.code(400).send({ message: `Invalid request — ${summary}`, errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message, ...error.extra });
    }
    if (error instanceof ListParamsError) {
      return reply.code(400).send({ message: error.message });
    }
    const code = pgCode(error);
    if (code && RETRYABLE_CODES.has(code)) {
      // A deadlock or serialization failure outside a transaction (which retries its own): a race, not a fault.
      return reply.code(503).header('retry-after', '1').send({ message: BUSY_MESSAGE });
    }
    if (code && PG_CLIENT_ERRORS[code]) {
      const [status, message] = PG_CLIENT_ERRORS[code];
      return reply.code(status).send({ message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) say nothing internal.
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
