import { briefcaseOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { ServicePackage } from '@shared/contracts/service-packages';
import { formatBasisPoints } from '@shared/money';
import { Chip } from '@app/shell/Chip';
import { ListCard } from '@app/kit/list/ListCard';
import { PackageActiveChip } from './PackageActiveChip';
import './service-packages.css';

export function PackageCard({ pkg }: { pkg: ServicePackage }) {
  const { t, i18n } = useTranslation('service-packages');
  return (
    <ListCard
      href={`/admin/service-package/${pkg.id}`}
      testId={`package-card-${pkg.name}`}
      muted={!pkg.active}
      icon={briefcaseOutline}
      title={pkg.name}
      aside={<span data-testid="package-card-rate">{formatBasisPoints(pkg.current.rateBp, i18n.language)}</span>}
      lines={[t(`feeBasis.${pkg.current.feeBasis}`)]}
      chips={
        <>
          <PackageActiveChip active={pkg.active} />
          <Chip outline>{t('card.units', { count: pkg.unitsUsing })}</Chip>
        </>
      }
    />
  );
}
