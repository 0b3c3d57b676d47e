import { defineInbox } from '@app/kit/inbox/define-inbox';
import { userDecisions } from './decisions';
import { contactCopy, riderCopy, userCopy } from './queues/decision-copy';
import { waitingContact, waitingRider, waitingUser } from './queues/waiting';

const cards = () => import('./queues/QueueCards');

/** What user management brings to the approvals inbox: the three queues' kinds, with their cards and decisions. */
export const userInbox = defineInbox({
  words: 'users',
  kinds: {
    user: { title: 'queues.tabs.users', decision: userDecisions.approval, waiting: waitingUser, copy: userCopy, card: () => cards().then((m) => ({ default: m.PendingUserCard })) },
    'contact-change': {
      title: 'queues.tabs.contacts',
      decision: userDecisions.contactChange,
      waiting: waitingContact,
      copy: contactCopy,
      card: () => cards().then((m) => ({ default: m.ContactChangeCard })),
    },
    rider: { title: 'queues.tabs.riders', decision: userDecisions.riderVerification, waiting: waitingRider, copy: riderCopy, card: () => cards().then((m) => ({ default: m.PendingRiderCard })) },
  },
});
