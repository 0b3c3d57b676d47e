import type { FreeStayRequest } from '@shared/contracts/free-stay';
// Routes, not the contract: the approvals inbox declares these decisions with the shell, which must load no zod.
import { freeStay } from '@shared/contracts/plain/free-stay';
import { decidedState, type ChoiceInput } from '@app/kit/decision/choice';
import { defineDecision } from '@app/kit/decision/define-decision';
import { portalRequestResource, requestResource } from './resource';

/**
 * Free-stay decisions (DESIGN.md §7) go through the outbox: each carries the status the admin saw, so a request
 * decided elsewhere, or a night that filled up while the phone was offline, comes back as a 409 conflict naming the
 * night instead of being applied over it. Kinds match the server's audit actions (`free-stay.approve`).
 */

/**
 * The request as the approver decides it: the unit the approver picked (`chosenUnitId`, `chosenUnitNumber`) — for a
 * room-type request, or another unit of the room type when the request's own is taken — is sent with the approval;
 * otherwise a unit request keeps its own.
 */
export type DecidedRequest = FreeStayRequest & { chosenUnitId?: string | null; chosenUnitNumber?: string | null };

/** The unit an approval names, when it is not the request's own. */
const movedTo = (request: DecidedRequest, decision: ChoiceInput['decision']): string | null =>
  decision === 'approve' && request.chosenUnitId && request.chosenUnitId !== request.unitId ? request.chosenUnitId : null;

const title = (request: Pick<FreeStayRequest, 'code' | 'accountName'>) => `${request.code} · ${request.accountName}`;

/** Approve (creates the free_stay reservation) or reject a pending request. */
const decide = defineDecision<DecidedRequest, ChoiceInput, typeof freeStay.decide>({
  type: requestResource.type,
  kind: ({ decision }: ChoiceInput) => `free-stay.${decision}`,
  call: freeStay.decide,
  body: (request, { decision, remark }) => ({
    action: decision,
    remark,
    ...(movedTo(request, decision) ? { unitId: movedTo(request, decision) ?? undefined } : {}),
  }),
  expected: (request) => request.status,
  patch: (request, { decision, remark }) => ({
    status: decidedState(decision),
    remark: remark || null,
    ...(movedTo(request, decision) ? { unitId: movedTo(request, decision), unitNumber: request.chosenUnitNumber ?? request.unitNumber, availability: null } : {}),
  }),
  title,
});

/** Cancel a pending or approved request (an approved one's reservation is cancelled with it). */
const cancel = defineDecision<FreeStayRequest, { remark: string }, typeof freeStay.cancel>({
  type: requestResource.type,
  kind: 'free-stay.cancel',
  call: freeStay.cancel,
  body: (_, { remark }: { remark: string }) => ({ remark }),
  expected: (request) => request.status,
  patch: (_, { remark }) => ({ status: 'cancelled', remark: remark || null }),
  title,
});

/** The owner withdraws their own pending request in the portal: its own record type, like the portal's rows. */
const portalCancel = defineDecision<FreeStayRequest, object, typeof freeStay.cancel>({
  type: portalRequestResource.type,
  kind: 'free-stay.cancel',
  call: freeStay.cancel,
  body: () => ({}),
  expected: (request) => request.status,
  patch: () => ({ status: 'cancelled' }),
  title,
});

export const freeStayDecisions = { decide, cancel, portalCancel };
