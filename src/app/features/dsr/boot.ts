import { DSR_LIST_PATH } from '@shared/contracts/early-paths';
import { defineBoot } from '@app/lib/boot';
import { DEFAULT_REPORT_QUERY, reportListSearch } from './reports/report-list';

/**
 * A cold start at the daily sales reports asks for their first page from the entry, beside the profile check
 * (issue 27): the cards are the screen's largest paint. The list's own search of its default query, so the list's
 * first read takes the answer (report-list.ts loads no contract).
 */
export default defineBoot({
  page: '/admin/report',
  reads: [{ path: DSR_LIST_PATH, query: () => reportListSearch(DEFAULT_REPORT_QUERY, 1) }],
});
