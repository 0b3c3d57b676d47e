import { defineInbox } from '@app/kit/inbox/define-inbox';
import { approveCopy } from './decision-copy';
import { statementDecisions } from './decisions';

/** Draft statements waiting for another admin's approval join the approvals inbox (the server leaves out one's own runs). */
export const statementInbox = defineInbox({
  words: 'owner-statements',
  kinds: {
    'owner-statement': {
      title: 'inbox.title',
      decision: statementDecisions.approve,
      waiting: (statement) => statement.status === 'draft',
      // RM and the month's name are written alike enough; the inbox passes no language.
      copy: (statement, choice, t) => approveCopy(statement, t, 'en-US', choice),
      card: () => import('./inbox/StatementInboxCard'),
    },
  },
});
