import { useIonRouter } from '@ionic/react';
import { arrowForwardOutline, documentsOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { ContactChangeSubmission, User } from '@shared/contracts/users';
import { formatDisplayDate } from '@shared/dates';
import { contactLine } from '../list/contact-line';
import { RoleChip } from '../ui/UserChips';
import { usePhoneFormat } from '../ui/use-phone-format';
import { LabelledIcon, SwipeCard, type SwipeCardWords } from '@app/kit/swipe/SwipeCard';
import { MaskIcon } from '@app/shell/MaskIcon';
import type { TFunction } from 'i18next';
import type { InboxCardProps as CardProps } from '@app/kit/inbox/define-inbox';
// The cards bring their look along: the approvals inbox shows them outside this area's pages.
import '../users.css';

/** Each card is also the approvals inbox's card of its kind (see ../inbox.ts). */

const cardWords = (t: TFunction<'users'>): SwipeCardWords => ({ approve: t('decide.approve'), reject: t('decide.reject'), decide: t('queues.decide') });

export function PendingUserCard({ item: user, canDecide, decide, alwaysShowButtons }: CardProps<User>) {
  const { t, i18n } = useTranslation('users');
  const format = usePhoneFormat();
  const router = useIonRouter();
  const n = user.accountNumber;
  return (
    <SwipeCard
      testId={`user-card-${n}`}
      approveTestId={`user-swipe-approve-${n}`}
      rejectTestId={`user-swipe-reject-${n}`}
      canDecide={canDecide}
      alwaysShowButtons={alwaysShowButtons}
      words={cardWords(t)}
      onApprove={() => decide(user, 'approve')}
      onReject={() => decide(user, 'reject')}
      onOpen={() => router.push(`/admin/user-mgmt/${user.id}`)}
      openLabel={t('queues.openUser', { name: user.name })}
    >
      <div className="q-card__head">
        <strong className="q-card__name">{user.name}</strong>
        <span className="q-card__number">{n}</span>
      </div>
      <p className="q-card__line">
        {/* Unseen until the number can be shown as people read it (usePhoneFormat): its row is already there. */}
        {format || !user.phone ? contactLine(user, format ?? String) || t('detail.noContact') : <span className="u-phone-waiting">{contactLine(user, String)}</span>}
      </p>
      <div className="q-card__meta">
        <RoleChip role={user.role} />
        <span>{t('queues.waitingSince', { date: formatDisplayDate(user.createdAt, i18n.language) })}</span>
      </div>
    </SwipeCard>
  );
}

export function ContactChangeCard({ item, canDecide, decide, alwaysShowButtons }: CardProps<ContactChangeSubmission>) {
  const { t, i18n } = useTranslation('users');
  const format = usePhoneFormat();
  const show = (value: string | null) => (value ? (item.field === 'phone' ? (format ?? String)(value) : value) : t('history.empty'));
  // A phone change is shown once its numbers can be read as people read them; its row is there meanwhile.
  const waiting = item.field === 'phone' && !format;
  return (
    <SwipeCard
      testId={`contact-card-${item.id}`}
      approveTestId={`contact-swipe-approve-${item.id}`}
      rejectTestId={`contact-swipe-reject-${item.id}`}
      canDecide={canDecide}
      alwaysShowButtons={alwaysShowButtons}
      words={cardWords(t)}
      onApprove={() => decide(item, 'approve')}
      onReject={() => decide(item, 'reject')}
    >
      <div className="q-card__head">
        <strong className="q-card__name">{item.name}</strong>{' '}
        <span className="q-card__number">{item.accountNumber}</span>
      </div>
      <p className="q-card__label">{t(`contacts.field.${item.field}`)}</p>
      <p className={waiting ? 'q-card__change u-phone-waiting' : 'q-card__change'} data-testid={`contact-change-${item.id}`}>
        <span className="q-card__old">{show(item.currentValue)}</span>
        <LabelledIcon icon={arrowForwardOutline} label={t('contacts.becomes')} />
        <strong>{show(item.newValue)}</strong>
      </p>
      <p className="q-card__line">{t('queues.askedOn', { date: formatDisplayDate(item.createdAt, i18n.language) })}</p>
    </SwipeCard>
  );
}

export function PendingRiderCard({ item: rider, canDecide, decide, alwaysShowButtons }: CardProps<User>) {
  const { t } = useTranslation('users');
  const format = usePhoneFormat();
  const router = useIonRouter();
  const n = rider.accountNumber;
  const identity = rider.documents.filter((d) => d.kind !== 'avatar').length;
  return (
    <SwipeCard
      testId={`rider-card-${n}`}
      approveTestId={`rider-swipe-approve-${n}`}
      rejectTestId={`rider-swipe-reject-${n}`}
      canDecide={canDecide}
      alwaysShowButtons={alwaysShowButtons}
      words={cardWords(t)}
      onApprove={() => decide(rider, 'approve')}
      onReject={() => decide(rider, 'reject')}
      onOpen={() => router.push(`/admin/user-mgmt/riders/${encodeURIComponent(n)}`)}
      openLabel={t('queues.reviewRider', { name: rider.name })}
    >
      <div className="q-card__head">
        <strong className="q-card__name">{rider.name}</strong>
        <span className="q-card__number">{n}</span>
      </div>
      <p className="q-card__line">
        {/* Unseen until the number can be shown as people read it (usePhoneFormat): its row is already there. */}
        {format || !rider.phone ? contactLine(rider, format ?? String) || t('detail.noContact') : <span className="u-phone-waiting">{contactLine(rider, String)}</span>}
      </p>
      <div className="q-card__meta">
        <span className={identity ? 'q-docs' : 'q-docs q-docs--none'}>
          <MaskIcon icon={documentsOutline} /> {t('queues.documents', { count: identity })}
        </span>
        <span>{t('queues.tapToReview')}</span>
      </div>
    </SwipeCard>
  );
}
