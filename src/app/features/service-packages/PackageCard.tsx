import { briefcaseOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { ServicePackage } from '@shared/contracts/service-packages';
import { formatBasisPoints } from '@shared/money';
import { Chip } from '@app/shell/Chip';
import { ListCard } from '@app/kit/list/ListCard';
import { PackageActiveChip } from './PackageActiveChip';
import './service-packages.css';

/** The rate at a glance: a flat percent, or a tiered fee's first and last bands ("20% → 15%"). */
function rateWords(pkg: ServicePackage, t: (key: string, o?: Record<string, unknown>) => string, language: string): string {
  const tiers = pkg.current.tiers;
  if (!tiers || tiers.length < 2) return formatBasisPoints(pkg.current.rateBp, language);
  return t('card.tiers', { first: formatBasisPoints(tiers[0].rateBp, language), last: formatBasisPoints(tiers[tiers.length - 1].rateBp, language) });
}

export function PackageCard({ pkg }: { pkg: ServicePackage }) {
  const { t, i18n } = useTranslation('service-packages');
  return (
    <ListCard
      href={`/admin/service-package/${pkg.id}`}
      testId={`package-card-${pkg.name}`}
      muted={!pkg.active}
      icon={briefcaseOutline}
      title={pkg.name}
      aside={<span data-testid="package-card-rate">{rateWords(pkg, t, i18n.language)}</span>}
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
