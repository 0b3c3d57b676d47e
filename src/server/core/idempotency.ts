import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { idempotencyKeys } from '@server/db/schema';
import { HttpError } from './errors/http-errors';
import { runWithTransactionScope, type TransactionScope } from './transactions';
import { refusal } from '@shared/refusals';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The same key with another body (DESIGN.md §4): refused, never carried out as the other request. */
const KEY_REUSED = { message: 'This Idempotency-Key was already used for a different request', refusal: refusal('idempotency_key_reused') };
const MAX_KEY_LENGTH = 200;
/** A first request still unanswered after this long died with its server; its key may be used again. */
const ABANDONED_AFTER_MS = 5 * 60_000;
const PROCESSING = 'This request is already being processed; try again shortly';

/**
 * Test-only fault injection, read once when the app is built and inert unless set:
 * `STAYOPS_TEST_FAULT=exit-after-commit:<METHOD> <route>` (the route as registered, e.g.
 * `POST /api/credit/requests`) kills this process with SIGKILL right after a transaction of such a request
 * commits and before its answer is stored or sent — the crash the Idempotency-Key must survive
 * (tests/api/idempotency-crash.test.ts).
 */
function faultAfterCommit(): string | null {
  const fault = process.env.STAYOPS_TEST_FAULT ?? '';
  return fault.startsWith('exit-after-commit:') ? fault.slice('exit-after-commit:'.length).trim() : null;
}

interface Claim {
  accountId: string;
  key: string;
  /** This attempt's hold on the key; writes for it check the key is still held by it. */
  token: string;
  /** Effects committed by an earlier attempt of the same request that died before answering. */
  committed: unknown[];
  /** Whether any effect is now committed under the key (this attempt's or an earlier one's). */
  effected: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Claim | null;
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

const UNRECORDABLE = { $unrecordable: true };

/** A transaction's result as JSON (under `v`) that gives back the same value: dates stay dates, big integers stay big. */
export function encodeEffect(value: unknown): unknown {
  try {
    const text = JSON.stringify({ v: value }, function (this: Record<string, unknown>, key, v: unknown) {
      const raw = this[key];
      if (raw instanceof Date) return { $date: raw.toISOString() };
      if (typeof raw === 'bigint') return { $bigint: raw.toString() };
      if (raw === undefined && key === 'v') return { $undefined: true };
      return v;
    });
    return JSON.parse(text) as unknown;
  } catch {
    return { v: UNRECORDABLE };
  }
}

/** An effect as stored (`encodeEffect`'s `v`); null for one that could not be recorded. */
export function decodeEffect(stored: unknown): { value: unknown } | null {
  if (stored && typeof stored === 'object' && (stored as Record<string, unknown>).$unrecordable === true) return null;
  const parsed = JSON.parse(JSON.stringify({ v: stored }), (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const keys = Object.keys(v);
      const o = v as Record<string, unknown>;
      if (keys.length === 1 && typeof o.$date === 'string') return new Date(o.$date);
      if (keys.length === 1 && typeof o.$bigint === 'string') return BigInt(o.$bigint);
      if (keys.length === 1 && o.$undefined === true) return undefined;
    }
    return v;
  }) as { v?: unknown };
  return { value: parsed.v };
}

/**
 * `Idempotency-Key` on every state-changing call (DESIGN.md §4): the first request's response
 * is stored under the signed-in account and key; a repeat gets that response back and does
 * nothing; the same key with another body is a 422.
 *
 * A crash between a write's commit and its stored answer must not let a retry write again: each transaction
 * of the request records its result in the key's row inside that same transaction (core/transactions.ts), and
 * the attempt that takes over a claim whose server died is given those results instead of running them again,
 * so it answers as the first would have. A claim's server is known dead at once (Database.instance), or
 * after ABANDONED_AFTER_MS when it cannot be told.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  const fault = faultAfterCommit();
  const instance = app.database.instance;

  const scopeOf = (claim: Claim): SQL => and(eq(idempotencyKeys.accountId, claim.accountId), eq(idempotencyKeys.key, claim.key), eq(idempotencyKeys.claim, claim.token))!;

  /** Claims the key, or answers the request from what is stored (true). */
  async function claimKey(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const raw = request.headers['idempotency-key'];
    if (!STATE_CHANGING.has(request.method) || typeof raw !== 'string' || !request.auth) return false;
    const key = raw.trim();
    if (!key || key.length > MAX_KEY_LENGTH) {
      await reply.code(400).send({ message: `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`, refusal: refusal('idempotency_key_invalid', { max: MAX_KEY_LENGTH }) });
      return true;
    }
    const accountId = request.auth.account.id;
    const hash = requestHash(request);
    const db = app.database.db;
    const scope = and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));
    try {
      await instance.ready();
    } catch (err) {
      // Claims are still fenced by their token; other servers may only take this one over sooner.
      request.log.warn({ err }, 'could not mark this server alive for its claims');
    }
    const token = randomUUID();
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ accountId, key, requestHash: hash, claim: token, claimedBy: instance.id })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) {
      request.idempotency = { accountId, key, token, committed: [], effected: false };
      return false;
    }
    const [stored] = await db.select().from(idempotencyKeys).where(scope);
    if (!stored) {
      await reply.code(409).send({ message: PROCESSING });
      return true;
    }
    const sameRequest = stored.requestHash === hash;
    if (stored.status !== null) {
      if (!sameRequest) {
        await reply.code(422).send(KEY_REUSED);
        return true;
      }
      reply.header('idempotent-replayed', 'true');
      const body = stored.response;
      if (typeof body === 'string') await reply.code(stored.status).type('text/plain; charset=utf-8').send(body);
      else await reply.code(stored.status).send(body);
      return true;
    }
    // A claim names its server unless it was made before claims did; such a one is only known dead by its age.
    const abandoned = stored.createdAt.getTime() < Date.now() - ABANDONED_AFTER_MS || (stored.claimedBy !== null && !(await instance.alive(stored.claimedBy)));
    const effected = (stored.effects?.length ?? 0) > 0;
    if (!sameRequest && (!abandoned || effected)) {
      await reply.code(422).send(KEY_REUSED);
      return true;
    }
    // Taken over only from the claim just seen: of two retries, one wins; the claim's own server, if it
    // still runs after all, can no longer record an effect or an answer under it. A different request may
    // have the key of a dead one only while nothing of that one committed.
    const taken = abandoned
      ? await db
          .update(idempotencyKeys)
          .set({ requestHash: hash, claim: token, claimedBy: instance.id, createdAt: new Date() })
          .where(
            and(
              scope,
              isNull(idempotencyKeys.status),
              stored.claim === null ? isNull(idempotencyKeys.claim) : eq(idempotencyKeys.claim, stored.claim),
              sameRequest ? undefined : isNull(idempotencyKeys.effects),
            ),
          )
          .returning({ effects: idempotencyKeys.effects })
      : [];
    if (!taken.length) {
      await reply.code(409).send({ message: PROCESSING });
      return true;
    }
    const committed = taken[0].effects ?? [];
    request.idempotency = { accountId, key, token, committed, effected: committed.length > 0 };
    return false;
  }

  function transactionScope(request: FastifyRequest, claim: Claim): TransactionScope {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    return {
      committed(index) {
        if (index >= claim.committed.length) return undefined;
        const effect = decodeEffect(claim.committed[index]);
        if (!effect) throw new HttpError(409, 'This request was already carried out; reload to see its result');
        return effect;
      },
      async beforeCommit(tx, _index, result) {
        const recorded = await tx
          .update(idempotencyKeys)
          .set({ effects: sql`coalesce(${idempotencyKeys.effects}, '[]'::jsonb) || jsonb_build_array(${JSON.stringify(encodeEffect(result))}::jsonb -> 'v')` })
          .where(scopeOf(claim))
          .returning({ key: idempotencyKeys.key });
        // Another attempt took the key over (this server was thought dead): it answers; this one must not write.
        if (!recorded.length) throw new HttpError(409, PROCESSING);
      },
      afterCommit() {
        claim.effected = true;
        if (fault === route) process.kill(process.pid, 'SIGKILL');
      },
    };
  }

  app.addHook('preHandler', (request, reply, done) => {
    claimKey(request, reply).then(
      (answered) => {
        if (answered) return;
        const claim = request.idempotency;
        if (!claim) return done();
        runWithTransactionScope(transactionScope(request, claim), () => done());
      },
      (err: Error) => done(err),
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const db = app.database.db;
    if (reply.statusCode >= 500) {
      if (claim.effected) {
        // Something committed: the key keeps it, its claim dated as abandoned, so a retry takes over at once and answers from it.
        await db.update(idempotencyKeys).set({ createdAt: new Date(0) }).where(scopeOf(claim));
      } else {
        // Nothing was done that a retry must not repeat; free the key.
        await db.delete(idempotencyKeys).where(scopeOf(claim));
      }
    } else {
      const secret = request.routeOptions.config.secretResponse;
      const stored = secret && reply.statusCode < 300 ? { status: 409, response: { message: secret } } : { status: reply.statusCode, response: parseStored(payload) };
      await db.update(idempotencyKeys).set(stored).where(scopeOf(claim));
    }
    return payload;
  });
}
