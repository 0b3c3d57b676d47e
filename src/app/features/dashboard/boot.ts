import { DASHBOARD_PATH } from '@shared/contracts/early-paths';
import { defineBoot } from '@app/lib/boot';
import { HOME_PATH } from '@app/shell/paths';

/**
 * A cold start at the dashboard asks for its figures from the entry, beside the profile check, instead of after the
 * shell and the page's code have arrived (issue 29): on an emulated phone they were asked for 2 s after the profile.
 * The installed app opens at `/` and `/admin`, which lead to the dashboard. The query is figures-view.ts's, in the
 * language the app starts in (tests/unit/app/early-reads.test.ts checks both), so that read takes the answer.
 */
export default defineBoot({
  page: ['/', '/admin', HOME_PATH],
  reads: [{ path: DASHBOARD_PATH, query: ({ language }) => ({ language }) }],
});
