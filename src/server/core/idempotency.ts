import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { idempotencyKeys } from '@server/db/schema';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_KEY_LENGTH = 200;
/** A first request still unanswered after this long died with its server; its key may be used again. */
const ABANDONED_AFTER_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { accountId: string; key: string } | null;
  }
}

function requestHash(request: FastifyRequest): string {
  const body = request.body === undefined ? `len:${request.headers['content-length'] ?? 0}` : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

function parseStored(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

/**
 * `Idempotency-Key` on every state-changing call (DESIGN.md §4): the first request's response
 * is stored under the signed-in account and key; a repeat gets that response back and does
 * nothing; the same key with another body is a 422.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const raw = request.headers['idempotency-key'];
    if (!STATE_CHANGING.has(request.method) || typeof raw !== 'string' || !request.auth) return;
    const key = raw.trim();
    if (!key || key.length > MAX_KEY_LENGTH) {
      return reply.code(400).send({ message: `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters` });
    }
    const accountId = request.auth.account.id;
    const hash = requestHash(request);
    const db = app.database.db;
    const scope = and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));

    // One statement claims the key: a new key is inserted, an abandoned claim (unanswered for too
    // long: its server died) is taken over, anything else is left for the lookup below.
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ accountId, key, requestHash: hash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.accountId, idempotencyKeys.key],
        set: { requestHash: hash, status: null, response: null, createdAt: new Date() },
        setWhere: and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS))),
      })
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) {
      request.idempotency = { accountId, key };
      return;
    }
    const [stored] = await db.select().from(idempotencyKeys).where(scope);
    if (!stored) return reply.code(409).send({ message: 'This request is already being processed; try again shortly' });
    if (stored.requestHash !== hash) {
      return reply.code(422).send({ message: 'This Idempotency-Key was already used for a different request' });
    }
    if (stored.status === null) {
      return reply.code(409).send({ message: 'This request is already being processed; try again shortly' });
    }
    reply.header('idempotent-replayed', 'true');
    const body = stored.response;
    if (typeof body === 'string') return reply.code(stored.status).type('text/plain; charset=utf-8').send(body);
    return reply.code(stored.status).send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const scope = and(eq(idempotencyKeys.accountId, claim.accountId), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 500) {
      // Nothing was done that a retry must not repeat; free the key.
      await app.database.db.delete(idempotencyKeys).where(scope);
    } else {
      const secret = request.routeOptions.config.secretResponse;
      const stored = secret && reply.statusCode < 300 ? { status: 409, response: { message: secret } } : { status: reply.statusCode, response: parseStored(payload) };
      await app.database.db.update(idempotencyKeys).set(stored).where(scope);
    }
    return payload;
  });
}
