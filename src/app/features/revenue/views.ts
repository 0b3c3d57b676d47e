import type { RevenueReport } from '@shared/contracts/revenue';
import { revenue, type RevenueGroup } from '@shared/contracts/plain/revenue';
import { defineView } from '@app/kit/resource/define-view';
import { api } from '@app/lib/api';

export interface RevenueParams {
  from: string;
  to: string;
  groupBy: RevenueGroup;
}

/** A range's figures by one grouping, saved per range and grouping so the screen reads offline with its "as of". */
export const revenueView = defineView<RevenueReport, RevenueParams>({
  type: 'revenue.report',
  key: ({ from, to, groupBy }) => `${from}|${to}|${groupBy}`,
  read: (query) => api.call(revenue.report, { query }),
});
