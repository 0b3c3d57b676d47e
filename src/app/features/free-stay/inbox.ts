import i18next from 'i18next';
import type { Choice } from '@app/kit/decision/choice';
import { choiceCopy } from '@app/kit/decision/choice-copy';
import { defineInbox, type InboxWords } from '@app/kit/inbox/define-inbox';
import { freeStayDecisions, type DecidedRequest } from './decisions';
import { stayWords } from './request-display';

/** The prompt, worded from the free-stay namespace; the same on the approval page and in the inbox. */
export function decisionCopy(request: DecidedRequest, choice: Choice, t: InboxWords, language: string) {
  return choiceCopy(t, 'approval', choice, stayWords(request, language, t));
}

/** Free-stay requests waiting for an approver join the approvals inbox, with the approval page's card. */
export const freeStayInbox = defineInbox({
  words: 'free-stay',
  kinds: {
    'free-stay': {
      title: 'approval.inboxTitle',
      decision: freeStayDecisions.decide,
      waiting: (request) => request.status === 'pending',
      copy: (request, choice, t) => decisionCopy(request, choice, t, i18next.language || 'en-US'),
      card: () => import('./approval/InboxRequestCard'),
    },
  },
});
