import { defineInbox } from '@app/kit/inbox/define-inbox';
import { requestCopy } from './approval/request-copy';
import { creditDecisions } from './decisions';

/** Credit requests waiting for a checker join the approvals inbox. */
export const creditInbox = defineInbox({
  words: 'credit',
  kinds: {
    'credit-request': {
      title: 'approval.inboxTitle',
      decision: creditDecisions.decide,
      waiting: (request) => request.status === 'pending',
      // RM is written alike in every language.
      copy: (request, choice, t) => requestCopy(request, choice, t, 'en-US'),
      card: () => import('./approval/InboxRequestCard'),
    },
  },
});
