import type { DsrReport, DsrStatus } from '@shared/contracts/dsr';
// Routes, not the contract: the approvals inbox declares these decisions with the shell, which must load no zod.
import { dsr } from '@shared/contracts/plain/dsr';
import type { Choice, ChoiceInput } from '@app/kit/decision/choice';
import { defineDecision } from '@app/kit/decision/define-decision';

/**
 * The checker's decision (DSR Checking, 59) goes through the outbox like every other, carrying the status the
 * checker saw: a report someone else checked, or that went back to its staff, is a 409 instead of a second decision.
 * The kit's approve/reject are DSR's verify/return; the kinds match the server's audit actions.
 */

type Checked = Pick<DsrReport, 'id' | 'propertyName' | 'businessDate' | 'status'>;

const ACTION = { approve: 'verify', reject: 'return' } as const satisfies Record<Choice, string>;
const DECIDED: Record<Choice, DsrStatus> = { approve: 'verified', reject: 'returned' };

export const reportTitle = (report: Pick<DsrReport, 'propertyName' | 'businessDate'>) => `${report.propertyName} · ${report.businessDate}`;

const check = defineDecision({
  type: 'dsr.report',
  kind: ({ decision }: ChoiceInput) => `dsr.${ACTION[decision]}`,
  call: dsr.decide,
  body: (_: Checked, { decision, remark }) => ({ action: ACTION[decision], remark }),
  expected: (report) => report.status,
  patch: (_, { decision, remark }) => ({ status: DECIDED[decision], checkRemark: remark || null }),
  title: (report: Checked) => reportTitle(report),
});

export const dsrDecisions = { check };
