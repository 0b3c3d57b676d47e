import { USERS_LIST_PATH } from '@shared/contracts/early-paths';
import { defineBoot } from '@app/lib/boot';

/**
 * A cold start at the users list asks for its first page from the entry, beside the profile check (issue 25): the
 * cards are the screen's largest paint, and they waited for the shell, the page's code and then this read. The
 * query is the list's first page of its default filter and sort, written out so the entry loads no contract
 * (tests/unit/app/early-reads.test.ts checks it against remote/users-api.ts).
 */
export default defineBoot({
  page: '/admin/user-mgmt',
  reads: [{ path: USERS_LIST_PATH, query: { sort: '{"createdAt":"desc"}', pagination: '{"limit":20,"currentPage":1}' } }],
});
