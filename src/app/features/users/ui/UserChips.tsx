import { Chip, ChipIcon } from '@app/shell/Chip';
import {
  banOutline,
  bicycleOutline,
  briefcaseOutline,
  cartOutline,
  checkmarkCircle,
  closeCircle,
  homeOutline,
  hourglassOutline,
  moonOutline,
  personOutline,
  shieldCheckmarkOutline,
  shieldOutline,
  star,
} from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { ApprovalStatus, User, UserRole, VerificationStatus } from '@shared/contracts/users';

const ROLE_ICONS: Record<UserRole, string> = {
  guest: personOutline,
  agent: briefcaseOutline,
  rider: bicycleOutline,
  buyer: cartOutline,
  owner: homeOutline,
};

const STATUS_ICONS: Record<ApprovalStatus, string> = { pending: hourglassOutline, approved: checkmarkCircle, rejected: closeCircle };

export function RoleChip({ role }: { role: UserRole }) {
  const { t } = useTranslation('users');
  return (
    <Chip outline className="u-chip u-chip--role" data-role={role}>
      <ChipIcon icon={ROLE_ICONS[role]} />
      <span>{t(`roles.${role}`)}</span>
    </Chip>
  );
}

export function ApprovalChip({ status, testId }: { status: ApprovalStatus; testId?: string }) {
  const { t } = useTranslation('users');
  return (
    <Chip className={`u-chip u-chip--${status}`} data-testid={testId} data-status={status}>
      <ChipIcon icon={STATUS_ICONS[status]} />
      <span>{t(`approval.${status}`)}</span>
    </Chip>
  );
}

export function BannedChip({ banned, testId, showUnbanned = false }: { banned: boolean; testId?: string; showUnbanned?: boolean }) {
  const { t } = useTranslation('users');
  if (!banned && !showUnbanned) return null;
  return (
    <Chip className={`u-chip ${banned ? 'u-chip--banned' : 'u-chip--muted'}`} outline={!banned} data-testid={testId} data-banned={String(banned)}>
      <ChipIcon icon={banOutline} />
      <span>{banned ? t('state.banned') : t('state.notBanned')}</span>
    </Chip>
  );
}

export function VipChip() {
  const { t } = useTranslation('users');
  return (
    <Chip className="u-chip u-chip--vip">
      <ChipIcon icon={star} />
      <span>{t('state.vip')}</span>
    </Chip>
  );
}

export function VerificationChip({ status, testId }: { status: VerificationStatus | null; testId?: string }) {
  const { t } = useTranslation('users');
  const key = status ?? 'none';
  return (
    <Chip className={`u-chip u-chip--verify-${key}`} outline={status !== 'approved'} data-testid={testId} data-status={key}>
      <ChipIcon icon={status === 'approved' ? shieldCheckmarkOutline : shieldOutline} />
      <span>{t(`verification.${key}`)}</span>
    </Chip>
  );
}

export function DormantChip() {
  const { t } = useTranslation('users');
  return (
    <Chip outline className="u-chip u-chip--muted">
      <ChipIcon icon={moonOutline} />
      <span>{t('state.dormant')}</span>
    </Chip>
  );
}

/** Everything about a user's state at a glance: role, approval, ban, VIP, and a rider's identity check. */
export function UserStateChips({ user, dormant = false }: { user: User; dormant?: boolean }) {
  return (
    <div className="u-chips">
      <RoleChip role={user.role} />
      <ApprovalChip status={user.approvalStatus} />
      <BannedChip banned={user.banned} />
      {user.isVip ? <VipChip /> : null}
      {user.role === 'rider' ? <VerificationChip status={user.verificationStatus} /> : null}
      {dormant ? <DormantChip /> : null}
    </div>
  );
}
