import { useTranslation } from '@app/lib/use-translation';
import type { Owner } from '@shared/contracts/owners';
import { formatPhone } from '@shared/phone';
import { Avatar } from '@app/kit/avatar/Avatar';
import { ListCard } from '@app/kit/list/ListCard';
import { OwnerChips } from './OwnerChips';

export function OwnerCard({ owner }: { owner: Owner }) {
  const { t } = useTranslation('owners');
  const contact = owner.phone ? formatPhone(owner.phone) : (owner.email ?? t('detail.none'));
  return (
    <ListCard
      href={`/admin/owner-mgmt/${owner.id}`}
      testId={`owner-card-${owner.accountNumber}`}
      muted={!owner.active}
      leading={<Avatar name={owner.name} size={48} muted={!owner.active} />}
      title={owner.name}
      lines={[t('card.account', { number: owner.accountNumber }), `${contact} · ${t('card.units', { count: owner.unitCount })}`]}
      chips={<OwnerChips owner={owner} />}
    />
  );
}
