import { useTranslation } from '@app/lib/use-translation';
import type { Property, RoomType, Unit } from '@shared/contracts/listings';
import { formatMyr } from '@shared/money';
import { ListCard } from '@app/kit/list/ListCard';
import { Chip } from '@app/shell/Chip';
import { propertyPath, roomTypePath, stateKey, unitPath } from '../listing-display';
import { UnitStatusChip } from '../unit/UnitStatusChip';

const selectedClass = (selected: boolean) => (selected ? 'listings-card listings-card--selected' : 'listings-card');

export function PropertyCard({ property, selected = false }: { property: Property; selected?: boolean }) {
  const { t } = useTranslation('listings');
  return (
    <ListCard
      href={propertyPath(property.id)}
      testId={`listings-property-card-${property.name}`}
      className={selectedClass(selected)}
      title={property.name}
      lines={[property.companyName, `${property.city} · ${t(stateKey(property.state))}`]}
      chips={
        <>
          <Chip>{t('card.roomTypes', { count: property.roomTypeCount })}</Chip>
          <Chip>{t('card.units', { count: property.unitCount })}</Chip>
        </>
      }
    />
  );
}

export function RoomTypeCard({ roomType, selected = false }: { roomType: RoomType; selected?: boolean }) {
  const { t, i18n } = useTranslation('listings');
  return (
    <ListCard
      href={roomTypePath(roomType.id)}
      testId={`listings-room-type-card-${roomType.name}`}
      className={selectedClass(selected)}
      title={roomType.name}
      lines={[
        t('card.sleeps', { bedrooms: roomType.bedrooms, guests: roomType.maxGuests }),
        t('card.perNight', { amount: formatMyr(roomType.baseNightlyRateSen, i18n.language) }),
      ]}
      chips={<Chip>{t('card.units', { count: roomType.unitCount })}</Chip>}
    />
  );
}

export function UnitCard({ unit, selected = false }: { unit: Unit; selected?: boolean }) {
  const { t } = useTranslation('listings');
  return (
    <ListCard
      href={unitPath(unit.id)}
      testId={`listings-unit-card-${unit.unitNumber}`}
      className={selectedClass(selected)}
      muted={unit.status === 'inactive'}
      title={unit.unitNumber}
      aside={unit.roomTypeName}
      lines={[unit.ownerName ?? t('unit.noOwner'), unit.servicePackageName ?? t('unit.noPackage')]}
      chips={<UnitStatusChip status={unit.status} />}
    />
  );
}
