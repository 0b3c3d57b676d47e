import { APPROVALS_PATH } from '@shared/contracts/early-paths';
import { defineBoot } from '@app/lib/boot';

/**
 * A cold start at the inbox asks for its first page of items from the entry, alongside the profile
 * check and the shell's code (issue 25). The query is use-approvals.ts's first page exactly
 * (tests/unit/app/early-reads.test.ts checks it), so that call takes the answer.
 */
export default defineBoot({
  page: '/admin/approvals',
  reads: [{ path: APPROVALS_PATH, query: { limit: 20, page: 1 } }],
});
