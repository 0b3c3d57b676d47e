import type { FastifyRequest } from 'fastify';

/**
 * The owner a portal call is scoped to (DESIGN.md §5): the signed-in account when it is an owner, null for an
 * admin. A route that serves owners (`owners: true` on its call) narrows every read to this owner's records and
 * answers 404 for any other, so an owner cannot even learn that another owner's record exists.
 */
export function portalOwnerOf(request: FastifyRequest): string | null {
  const account = request.auth?.account;
  return account && account.kind === 'owner' ? account.id : null;
}
