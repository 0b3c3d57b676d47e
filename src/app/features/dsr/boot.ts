import { DSR_LIST_PATH, DSR_QUEUE_PATH } from '@shared/contracts/early-paths';
import { defineBoot } from '@app/lib/boot';
import { checkQueueSearch } from './check/queue-search';
import { DEFAULT_REPORT_QUERY, reportListSearch } from './reports/report-list';

/**
 * A cold start at the daily sales reports or at the checking queue asks for the first page from the entry, beside
 * the profile check (issue 27): the cards are the screen's largest paint. Each is the page's own search of its
 * default query (these modules load no contract), so the page's first read takes the answer.
 */
export default [
  defineBoot({ page: '/admin/report', reads: [{ path: DSR_LIST_PATH, query: () => reportListSearch(DEFAULT_REPORT_QUERY, 1) }] }),
  defineBoot({ page: '/admin/check-report', reads: [{ path: DSR_QUEUE_PATH, query: () => checkQueueSearch(1) }] }),
];
