import { loadedPhoneFormat } from '@shared/phone-later';
import { defineInbox } from '@app/kit/inbox/define-inbox';
import { userDecisions } from './decisions';
import { contactCopyWith, riderCopy, userCopy } from './queues/decision-words';
import { waitingContact, waitingRider, waitingUser } from './queues/waiting';

const cards = () => import('./queues/QueueCards');

/**
 * A contact change's prompt shows the new number as the card does: formatted once libphonenumber is here (the
 * cards ask for it when drawn), as stored in the moment before. The shell that declares these kinds loads no
 * libphonenumber (issue 25).
 */
const contactCopy = contactCopyWith((value) => (loadedPhoneFormat() ?? String)(value));

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
