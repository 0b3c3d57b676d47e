import { defineInbox } from '@app/kit/inbox/define-inbox';
import { checkCopy } from './check/check-copy';
import { dsrDecisions } from './decisions';

/** Submitted reports waiting for a checker join the approvals inbox. */
export const dsrInbox = defineInbox({
  words: 'dsr',
  kinds: {
    dsr: {
      title: 'check.inboxTitle',
      decision: dsrDecisions.check,
      waiting: (report) => report.status === 'submitted',
      // RM is written alike in every language.
      copy: (report, choice, t) => checkCopy(report, choice, t, 'en-US'),
      card: () => import('./check/InboxReportCard'),
    },
  },
});
