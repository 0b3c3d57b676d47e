import { homeOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { useSession } from '@app/lib/session';
import type { Unit } from '@shared/contracts/listings';
import { Chip } from '@app/shell/Chip';
import { ListCard } from '@app/kit/list/ListCard';
import { UnitStatusChip } from './UnitStatusChip';
import './portal.css';

export function UnitCard({ unit }: { unit: Unit }) {
  const { t } = useTranslation('portal');
  const { profile } = useSession();
  return (
    <ListCard
      href={`/portal/units/${unit.id}`}
      testId={`portal-unit-card-${unit.unitNumber}`}
      muted={unit.status === 'inactive'}
      icon={homeOutline}
      title={unit.unitNumber}
      lines={[unit.propertyName, unit.roomTypeName]}
      chips={
        <>
          <UnitStatusChip status={unit.status} />
          {unit.ownerId === profile.id ? (
            <Chip outline data-testid="portal-unit-package">
              {unit.servicePackageName ? t('card.package', { name: unit.servicePackageName }) : t('card.noPackage')}
            </Chip>
          ) : (
            // A unit they owned before: the server leaves out today's package, which is a later owner's.
            <Chip outline data-testid="portal-unit-former">
              {t('card.former')}
            </Chip>
          )}
        </>
      }
    />
  );
}
