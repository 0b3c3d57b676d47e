import type { ContactChangeSubmission, User } from '@shared/contracts/users';
import type { Choice } from '@app/kit/decision/choice';
import { defineInbox, type InboxWords } from '@app/kit/inbox/define-inbox';
import { userDecisions } from './decisions';
import { waitingContact, waitingRider, waitingUser } from './queues/waiting';

type Copies = typeof import('./queues/decision-copy');

/**
 * The prompts' words come with the cards: a contact change's prompt shows the number as people read it, and the
 * phone formatter (libphonenumber) is not for the signed-in shell, which declares these kinds (issue 25). A card
 * is drawn before it can be decided, so its copy is here by the time one is asked for.
 */
let copies: Copies | undefined;
const cards = () =>
  Promise.all([import('./queues/QueueCards'), import('./queues/decision-copy')]).then(([module, loaded]) => {
    copies = loaded;
    return module;
  });
const copyOf = <R>(pick: (loaded: Copies) => (record: R, choice: Choice, t: InboxWords) => ReturnType<Copies['userCopy']>) =>
  (record: R, choice: Choice, t: InboxWords) => {
    if (!copies) throw new Error('An inbox card was decided before its code arrived');
    return pick(copies)(record, choice, t);
  };

/** What user management brings to the approvals inbox: the three queues' kinds, with their cards and decisions. */
export const userInbox = defineInbox({
  words: 'users',
  kinds: {
    user: {
      title: 'queues.tabs.users',
      decision: userDecisions.approval,
      waiting: waitingUser,
      copy: copyOf<User>((m) => m.userCopy),
      card: () => cards().then((m) => ({ default: m.PendingUserCard })),
    },
    'contact-change': {
      title: 'queues.tabs.contacts',
      decision: userDecisions.contactChange,
      waiting: waitingContact,
      copy: copyOf<ContactChangeSubmission>((m) => m.contactCopy),
      card: () => cards().then((m) => ({ default: m.ContactChangeCard })),
    },
    rider: {
      title: 'queues.tabs.riders',
      decision: userDecisions.riderVerification,
      waiting: waitingRider,
      copy: copyOf<User>((m) => m.riderCopy),
      card: () => cards().then((m) => ({ default: m.PendingRiderCard })),
    },
  },
});
