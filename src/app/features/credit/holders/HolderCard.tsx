import { useTranslation } from '@app/lib/use-translation';
import type { CreditHolder } from '@shared/contracts/credit';
import { formatMyr } from '@shared/money';
import { Avatar } from '@app/kit/avatar/Avatar';
import { ListCard } from '@app/kit/list/ListCard';
import { Chip } from '@app/shell/Chip';
import '../credit.css';

export function holderPath(accountId: string): string {
  return `/admin/manage-credit/${encodeURIComponent(accountId)}`;
}

export function HolderCard({ holder }: { holder: CreditHolder }) {
  const { t, i18n } = useTranslation('credit');
  return (
    <ListCard
      href={holderPath(holder.accountId)}
      testId={`credit-holder-card-${holder.accountNumber}`}
      leading={<Avatar name={holder.name} size={44} />}
      title={holder.name}
      aside={holder.accountNumber}
      chips={
        <>
          <Chip outline className="credit-role-chip">
            {t(`role.${holder.role ?? 'none'}`)}
          </Chip>
          <span className="credit-card-balance" data-testid="credit-holder-balance">
            <span className="credit-card-balance__label">{t('balance')}</span> {formatMyr(holder.balanceSen, i18n.language)}
          </span>
        </>
      }
    />
  );
}
