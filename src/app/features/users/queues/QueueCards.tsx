import type { ReactNode } from 'react';
import { useIonRouter } from '@ionic/react';
import { arrowForwardOutline, documentsOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { ContactChangeSubmission, User } from '@shared/contracts/users';
import { formatDisplayDate } from '@shared/dates';
import { contactLine } from '../list/contact-line';
import { RoleChip } from '../ui/UserChips';
import { usePhoneFormat } from '../ui/use-phone-format';
import { ChoiceCard } from '@app/kit/decision/ChoiceCard';
import { LabelledIcon, type SwipeCardWords } from '@app/kit/swipe/SwipeCard';
import { MaskIcon } from '@app/shell/MaskIcon';
import type { TFunction } from 'i18next';
import type { InboxCardProps as CardProps } from '@app/kit/inbox/define-inbox';
// The cards bring their look along: the approvals inbox shows them outside this area's pages.
import '../users.css';

/** Each card is also the approvals inbox's card of its kind (see ../inbox.ts). */

const cardWords = (t: TFunction<'users'>): SwipeCardWords => ({ approve: t('decide.approve'), reject: t('decide.reject'), decide: t('queues.decide') });

interface QueueCardProps<R> extends CardProps<R> {
  /** `user` gives user-card-<key>, user-swipe-approve-<key> and user-swipe-reject-<key>. */
  testIdPrefix: string;
  testKey: string;
  name: string;
  number: string;
  open?: { path: string; label: string };
  children: ReactNode;
}

/** A queue card: the name and account number on top, the kind's own lines below. */
function QueueCard<R>({ testIdPrefix, testKey, name, number, open, children, ...card }: QueueCardProps<R>) {
  const { t } = useTranslation('users');
  const router = useIonRouter();
  return (
    <ChoiceCard
      {...card}
      testIds={{ card: `${testIdPrefix}-card`, swipe: `${testIdPrefix}-swipe`, key: testKey }}
      words={cardWords(t)}
      onOpen={open ? () => router.push(open.path) : undefined}
      openLabel={open?.label}
    >
      <div className="q-card__head">
        <strong className="q-card__name">{name}</strong>{' '}
        <span className="q-card__number">{number}</span>
      </div>
      {children}
    </ChoiceCard>
  );
}

/** The contact line, unseen until the number can be shown as people read it (usePhoneFormat): its row is already there. */
function ContactLine({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const format = usePhoneFormat();
  return (
    <p className="q-card__line">
      {format || !user.phone ? contactLine(user, format ?? String) || t('detail.noContact') : <span className="u-phone-waiting">{contactLine(user, String)}</span>}
    </p>
  );
}

export function PendingUserCard(props: CardProps<User>) {
  const { t, i18n } = useTranslation('users');
  const user = props.item;
  return (
    <QueueCard {...props} testIdPrefix="user" testKey={user.accountNumber} name={user.name} number={user.accountNumber} open={{ path: `/admin/user-mgmt/${user.id}`, label: t('queues.openUser', { name: user.name }) }}>
      <ContactLine user={user} />
      <div className="q-card__meta">
        <RoleChip role={user.role} />
        <span>{t('queues.waitingSince', { date: formatDisplayDate(user.createdAt, i18n.language) })}</span>
      </div>
    </QueueCard>
  );
}

export function ContactChangeCard(props: CardProps<ContactChangeSubmission>) {
  const { t, i18n } = useTranslation('users');
  const format = usePhoneFormat();
  const { item } = props;
  const show = (value: string | null) => (value ? (item.field === 'phone' ? (format ?? String)(value) : value) : t('history.empty'));
  // A phone change is shown once its numbers can be read as people read them; its row is there meanwhile.
  const waiting = item.field === 'phone' && !format;
  return (
    <QueueCard {...props} testIdPrefix="contact" testKey={item.id} name={item.name} number={item.accountNumber}>
      <p className="q-card__label">{t(`contacts.field.${item.field}`)}</p>
      <p className={waiting ? 'q-card__change u-phone-waiting' : 'q-card__change'} data-testid={`contact-change-${item.id}`}>
        <span className="q-card__old">{show(item.currentValue)}</span>
        <LabelledIcon icon={arrowForwardOutline} label={t('contacts.becomes')} />
        <strong>{show(item.newValue)}</strong>
      </p>
      <p className="q-card__line">{t('queues.askedOn', { date: formatDisplayDate(item.createdAt, i18n.language) })}</p>
    </QueueCard>
  );
}

export function PendingRiderCard(props: CardProps<User>) {
  const { t } = useTranslation('users');
  const rider = props.item;
  const n = rider.accountNumber;
  const identity = rider.documents.filter((d) => d.kind !== 'avatar').length;
  return (
    <QueueCard {...props} testIdPrefix="rider" testKey={n} name={rider.name} number={n} open={{ path: `/admin/user-mgmt/riders/${encodeURIComponent(n)}`, label: t('queues.reviewRider', { name: rider.name }) }}>
      <ContactLine user={rider} />
      <div className="q-card__meta">
        <span className={identity ? 'q-docs' : 'q-docs q-docs--none'}>
          <MaskIcon icon={documentsOutline} /> {t('queues.documents', { count: identity })}
        </span>
        <span>{t('queues.tapToReview')}</span>
      </div>
    </QueueCard>
  );
}
