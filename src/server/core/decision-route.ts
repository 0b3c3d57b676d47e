import type { FastifyInstance } from 'fastify';
import type { CallDescriptor, HandlerResult, ParsedBody, ParsedParams } from '@shared/contracts/call';
import type { Db } from '@server/db/client';
import { actorOf, type AuditActor } from './audit/audit-log';
import { route } from './route';

/** A decision's service rule: who decides, on which record (the call's path parameters), with what body. */
export type DecisionRule<C> = (db: Db, actor: AuditActor, params: ParsedParams<C>, body: ParsedBody<C>) => Promise<HandlerResult<C>>;

/**
 * Registers a decision's route from its declared call (DESIGN.md §3, §4): the rule gets the deciding admin, the path
 * parameters and the validated body; the rule's guardedChange answers 409 `{ message, current }` when the record moved
 * on. A call that does not declare its 409 (`conflict: true`) is not a decision: refused at start, not at the first 409.
 */
export function decisionRoute<C extends CallDescriptor>(app: FastifyInstance, call: C, rule: DecisionRule<C>): void {
  if (!call.conflict) throw new Error(`${call.method} ${call.path}: a decision declares its 409 (conflict: true)`);
  route(app, call, ({ db, request, params, body }) => rule(db, actorOf(request), params, body));
}
