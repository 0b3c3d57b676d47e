import { memo } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { ListCard } from '@app/kit/list/ListCard';
import type { User } from '@shared/contracts/users';
import { formatDisplayDate } from '@shared/dates';
import { contactLine } from './contact-line';
import { UserAvatar } from '../ui/UserAvatar';
import { usePhoneFormat } from '../ui/use-phone-format';
import { UserStateChips } from '../ui/UserChips';

/**
 * Memoised: the list reveals its cards a screenful per task (useRevealedCount) and each step
 * re-renders the grid; without it every card already drawn (its phone formatting, its chips'
 * translations) was drawn again at each step.
 */
export const UserCard = memo(function UserCard({ user, dormant = false }: { user: User; dormant?: boolean }) {
  const { t, i18n } = useTranslation('users');
  const muted = user.banned || user.deletedAt !== null;
  const format = usePhoneFormat();
  return (
    <ListCard
      href={`/admin/user-mgmt/${user.id}`}
      testId={`user-card-${user.accountNumber}`}
      muted={muted}
      leading={<UserAvatar name={user.name} size={44} muted={muted} />}
      title={user.name}
      aside={user.accountNumber}
      lines={[
        format || !user.phone ? (
          contactLine(user, format ?? String) || t('detail.noContact')
        ) : (
          // Its row is kept, unseen, until the number can be shown as people read it: nothing moves, and the
          // number is never seen as stored first and then regrouped.
          <span className="u-phone-waiting">{contactLine(user, String)}</span>
        ),
      ]}
      chips={<UserStateChips user={user} dormant={dormant} />}
      meta={user.lastLoginAt ? t('list.lastLogin', { date: formatDisplayDate(user.lastLoginAt, i18n.language) }) : t('list.neverSignedIn')}
    />
  );
});
