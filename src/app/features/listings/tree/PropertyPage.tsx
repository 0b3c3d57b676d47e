import { useTranslation } from '@app/lib/use-translation';
import type { Property } from '@shared/contracts/listings';
import { P } from '@shared/permissions';
import { useViewReturn } from '@app/lib/use-view-return';
import { Fact, FactList } from '@app/kit/record/FactList';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { LISTINGS_HOME, propertyPath, stateKey } from '../listing-display';
import { DEFAULT_PROPERTY_QUERY } from '../listing-query';
import { propertyResource } from '../resource';
import { usePropertyList, useRoomTypeList } from '../use-listings';
import { PropertyCard, RoomTypeCard } from './cards';
import { FormLink } from './EditLink';
import { PaneList } from './PaneList';
import { TreePage } from './TreePage';

function PropertyRecord({ property }: { property: Property }) {
  const { t } = useTranslation('listings');
  const roomTypes = useRoomTypeList({ propertyId: property.id });
  useViewReturn(() => void roomTypes.refresh());
  const address = [property.addressLine1, property.addressLine2, `${property.postcode} ${property.city}`, t(stateKey(property.state))].filter(Boolean).join(', ');
  return (
    <div className="listings-record" data-testid="listings-property-detail">
      <header className="listings-hero">
        <h1 className="listings-hero__name" data-testid="listings-property-name">
          {property.name}
        </h1>
        <p className="listings-hero__sub">{property.companyName}</p>
        <FormLink kind="edit" href={`${propertyPath(property.id)}/edit`} code={P.listing.edit} label={t('detail.edit')} testId="listings-property-edit" />
      </header>
      <FactList>
        <Fact label={t('fields.company')} value={property.companyName} testId="listings-property-company" />
        <Fact label={t('fields.address')} value={address} testId="listings-property-address" />
        <Fact label={t('fields.state')} value={t(stateKey(property.state))} testId="listings-property-state" />
        <Fact label={t('fields.checkInOut')} value={t('detail.checkInOut', { in: property.checkInTime, out: property.checkOutTime })} />
      </FactList>
      <PaneList
        list={roomTypes}
        title={t('roomType.listTitle')}
        empty={t('roomType.empty')}
        testId="listings-room-types"
        actions={
          <FormLink kind="add" href={`${propertyPath(property.id)}/room-types/new`} code={P.listing.create} label={t('roomType.create.title')} testId="listings-room-type-create" />
        }
      >
        {(roomType) => <RoomTypeCard key={roomType.id} roomType={roomType} />}
      </PaneList>
    </div>
  );
}

/** A property: where it is, who runs it, and its room types to drill into. */
export default function PropertyPage() {
  const { t } = useTranslation('listings');
  // Back from the edit page or a room type, the record shows what was just saved.
  const page = useRecordPage(propertyResource);
  const siblings = usePropertyList(DEFAULT_PROPERTY_QUERY);
  return (
    <TreePage
      page={page}
      title={(value) => value?.name ?? t('property.detail.title')}
      backHref={LISTINGS_HOME}
      level="property"
      pane={
        <PaneList list={siblings} title={t('list.properties')} empty={t('list.emptyTitle')} testId="listings-property-pane">
          {(property) => <PropertyCard key={property.id} property={property} selected={property.id === page.id} />}
        </PaneList>
      }
      refresh={() => Promise.all([page.refresh(), siblings.refresh()])}
    >
      {(property) => <PropertyRecord property={property} />}
    </TreePage>
  );
}
