import { remarkOf, toneOf, type HistoryLines } from '@app/kit/record/history-lines';

/** The audit entity of a report (its record type). */
export const REPORT_ENTITY = 'dsr.report';

const DECISIONS = ['dsr.verify', 'dsr.return'];

/** A verification reads as good news, a return as work to do again, each with the checker's remark. */
export const reportHistoryLines: HistoryLines = {
  namespace: 'dsr',
  testId: 'dsr-history',
  tone: toneOf(['dsr.verify'], ['dsr.return']),
  remark: remarkOf(DECISIONS, 'checkRemark'),
};
