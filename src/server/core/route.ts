import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallDescriptor, HandlerResult, ParsedBody, ParsedParams, ParsedQuery } from '@shared/contracts/call';
import { decisionConflict } from '@shared/contracts/common';
import type { Db } from '@server/db/client';

/** What a route's handler receives: the validated inputs, and the request for who is asking. */
export interface RouteContext<C> {
  params: ParsedParams<C>;
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Server-only settings of a route that the call's descriptor does not carry. */
export interface RouteOptions {
  /** See FastifyContextConfig.secretResponse. Implies `noStore`. */
  secretResponse?: string;
  /** The answer carries a secret (a token, a capability URL): `Cache-Control: no-store` on every answer of the route. */
  noStore?: boolean;
  /** The route's own largest body in bytes, below the server's (BODY_LIMIT_BYTES); a larger one is a 413. */
  bodyLimit?: number;
}

/**
 * On every answer of the route, its errors and idempotent replays too: no cache, shared or private, browser or proxy,
 * keeps a copy of a secret that was meant to be read once.
 */
async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('cache-control', 'no-store');
  return payload;
}

/**
 * Registers the route of one call descriptor: method, path, the schemas that validate its input
 * and shape its answer, and who may call it. The handler returns the answer's body; a file or a
 * text answer (no `response` schema) is sent through `reply` by the handler itself.
 */
export function route<C extends CallDescriptor>(
  app: FastifyInstance,
  descriptor: C,
  handler: (context: RouteContext<C>) => Promise<HandlerResult<C> | FastifyReply>,
  options: RouteOptions = {},
): void {
  const status = descriptor.status ?? 200;
  const response: Record<number, unknown> = {};
  if (descriptor.response) response[status] = descriptor.response;
  if (descriptor.conflict) response[409] = decisionConflict;
  const config: FastifyContextConfig = {
    public: descriptor.permission === 'public',
    permission: typeof descriptor.permission === 'number' ? descriptor.permission : null,
    duringPasswordChange: descriptor.duringPasswordChange,
    owners: descriptor.owners,
    secretResponse: options.secretResponse,
    noStore: options.noStore || options.secretResponse !== undefined,
  };
  app.route({
    method: descriptor.method,
    url: descriptor.path,
    config,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(config.noStore ? { onSend: noStore } : {}),
    schema: {
      tags: [descriptor.tag],
      hide: descriptor.hidden,
      ...(descriptor.params ? { params: descriptor.params } : {}),
      ...(descriptor.query ? { querystring: descriptor.query } : {}),
      ...(descriptor.body ? { body: descriptor.body } : {}),
      ...(descriptor.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(Object.keys(response).length ? { response } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as ParsedParams<C>,
        query: request.query as ParsedQuery<C>,
        body: request.body as ParsedBody<C>,
        db: app.database.db,
        request,
        reply,
      });
      // A handler that sent the answer itself (a file, a CSV) returns the reply; a reply is a thenable, so the
      // async handler's promise settles to what its `then` gives (undefined, once sent), not to the reply: sending
      // again would log FST_ERR_REP_ALREADY_SENT. What was sent is the answer.
      if (answer === reply || reply.sent) return reply;
      return reply.code(status).send(answer);
    },
  });
}
