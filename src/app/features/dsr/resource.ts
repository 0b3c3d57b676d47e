import type { DsrReport } from '@shared/contracts/dsr';
import { dsr } from '@shared/contracts/plain/dsr';
import { defineResource } from '@app/kit/resource/define-resource';

/** Daily sales reports, cached as `dsr.report:<id>`: the record the captures, edits and decisions all name. */
export const reportResource = defineResource({
  type: 'dsr.report',
  list: dsr.list,
  record: dsr.get,
  rows: (answer) => ({ items: answer.reports, totalCount: answer.totalCount }),
  id: (report: DsrReport) => report.id,
});

/** The checking queue (submitted reports, oldest date first): the same records, so a decision shows in both. */
export const queueResource = defineResource({
  type: 'dsr.report',
  list: dsr.queue,
  record: dsr.get,
  rows: (answer) => ({ items: answer.reports, totalCount: answer.totalCount }),
  id: (report: DsrReport) => report.id,
});
