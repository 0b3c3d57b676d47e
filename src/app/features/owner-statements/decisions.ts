import type { OwnerStatement } from '@shared/contracts/owner-statements';
// Routes, not the contract: the approvals inbox declares these decisions with the shell, which must load no zod.
import { ownerStatements } from '@shared/contracts/plain/owner-statements';
import type { ChoiceInput } from '@app/kit/decision/choice';
import { defineDecision } from '@app/kit/decision/define-decision';
import { statementResource } from './resource';

type Decided = Pick<OwnerStatement, 'id' | 'ownerName' | 'month' | 'status'>;

/**
 * Approve a draft (47) through the outbox, with the status the admin saw as `expected`: a statement regenerated,
 * approved by someone else or superseded meanwhile comes back as a 409. A statement is never rejected: a wrong draft
 * is generated again, so the only choice sent is approve. Kinds match the server's audit actions.
 */
const approve = defineDecision({
  type: statementResource.type,
  kind: 'owner-statements.approve',
  call: ownerStatements.decide,
  body: (_: Decided, _input: ChoiceInput) => ({ action: 'approve' as const }),
  expected: (record) => record.status,
  patch: () => ({ status: 'approved' }),
  title: (record) => `${record.ownerName} · ${record.month}`,
});

/** Send an approved statement to the owner's portal (46), through the outbox like the approval. */
const send = defineDecision({
  type: statementResource.type,
  kind: 'owner-statements.send',
  call: ownerStatements.send,
  body: () => ({}),
  expected: (record: Decided) => record.status,
  patch: () => ({ status: 'sent' }),
  title: (record) => `${record.ownerName} · ${record.month}`,
});

/**
 * Revise an approved or sent statement (46): the server generates a superseding draft naming what changed (the remark
 * is its reason), which needs approval again, never by who revised it. This one is marked superseded.
 */
const revise = defineDecision({
  type: statementResource.type,
  kind: 'owner-statements.revise',
  call: ownerStatements.revise,
  body: (_: Decided, input: ChoiceInput) => ({ reason: input.remark.trim() }),
  expected: (record) => record.status,
  patch: () => ({ status: 'superseded' }),
  title: (record) => `${record.ownerName} · ${record.month}`,
});

export const statementDecisions = { approve, send, revise };
