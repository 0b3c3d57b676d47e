import { useTranslation } from '@app/lib/use-translation';
import { regionName } from '@app/lib/region-name';
import type { User } from '@shared/contracts/users';
import { formatDateTime, formatDisplayDate } from '@shared/dates';
import { ContactItem } from '@app/kit/contact/ContactItem';
import { Fact as KitFact, FactList, type FactProps } from '@app/kit/record/FactList';
import { RecordHero } from '@app/kit/record/RecordHero';
import { ApprovalChip, BannedChip, RoleChip, VerificationChip, VipChip } from '../ui/UserChips';
import { UserAvatar } from '../ui/UserAvatar';

/** The users area's labels have their own look. */
const Field = (props: FactProps) => <KitFact {...props} labelClassName="u-field-label" />;

export function UserHero({ user }: { user: User }) {
  const { t } = useTranslation('users');
  return (
    <RecordHero
      leading={<UserAvatar name={user.name} avatarId={user.avatarId} size={72} muted={user.banned || !!user.deletedAt} />}
      name={user.name}
      nameTestId="user-detail-name"
      sub={`${t('fields.accountNumber')} ${user.accountNumber}`}
      chips={
        <>
          <RoleChip role={user.role} />
          <ApprovalChip status={user.approvalStatus} testId="user-approval-status" />
          <BannedChip banned={user.banned} showUnbanned testId="user-banned-status" />
          {user.isVip ? <VipChip /> : null}
          {user.role === 'rider' ? <VerificationChip status={user.verificationStatus} testId="user-verification-status" /> : null}
        </>
      }
    />
  );
}

/** What is known about the user, remarks of past decisions included. */
export function UserProfile({ user }: { user: User }) {
  const { t, i18n } = useTranslation('users');
  const dash = '—';
  const agent = user.role === 'agent';
  return (
    <FactList className="u-list" testId="user-profile">
      <ContactItem kind="phone" value={user.phone} label={t('fields.phone')} none={dash} testId="user-detail-phone" labelClassName="u-field-label" />
      <ContactItem kind="email" value={user.email} label={t('fields.email')} none={dash} testId="user-detail-email" labelClassName="u-field-label" />
      <Field label={t('fields.country')} value={regionName(user.country, i18n.language) || dash} />
      {user.url ? <Field label={t('fields.url')} value={user.url} testId="user-detail-url" /> : null}
      {agent ? <Field label={t('fields.agentType')} value={user.agentType ? t(`agentTypes.${user.agentType}`) : t('fields.agentTypeNone')} /> : null}
      {agent ? <Field label={t('fields.commissionRate')} value={user.commissionRate === null ? dash : `${user.commissionRate}%`} testId="user-detail-commission" /> : null}
      {agent || user.bankName ? <Field label={t('fields.bank')} value={[user.bankName, user.bankAccountNumber].filter(Boolean).join(' · ') || dash} /> : null}
      {user.approvalRemark ? <Field label={t('fields.approvalRemark')} value={user.approvalRemark} /> : null}
      {user.banned && user.banRemark ? <Field label={t('fields.banRemark')} value={user.banRemark} testId="user-detail-ban-remark" /> : null}
      {!user.banned && user.unbanRemark ? <Field label={t('fields.unbanRemark')} value={user.unbanRemark} testId="user-detail-unban-remark" /> : null}
      {user.verificationRemarks ? <Field label={t('fields.verificationRemarks')} value={user.verificationRemarks} /> : null}
      <Field label={t('fields.createdAt')} value={formatDisplayDate(user.createdAt, i18n.language)} />
      <Field
        label={t('fields.lastLoginAt')}
        value={user.lastLoginAt ? formatDateTime(user.lastLoginAt, i18n.language) : t('list.neverSignedIn')}
      />
    </FactList>
  );
}
