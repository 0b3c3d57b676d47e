import { useTranslation } from '@app/lib/use-translation';
import type { RoomType } from '@shared/contracts/listings';
import { formatMyr } from '@shared/money';
import { P } from '@shared/permissions';
import { useViewReturn } from '@app/lib/use-view-return';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { LISTINGS_HOME, propertyPath, roomTypePath } from '../listing-display';
import { roomTypeResource } from '../resource';
import { useRoomTypeList, useUnitList } from '../use-listings';
import { RoomTypeCard, UnitCard } from './cards';
import { FormLink } from './EditLink';
import { Count } from './Count';
import { PaneList } from './PaneList';
import { TreePage } from './TreePage';

function RoomTypeRecord({ roomType }: { roomType: RoomType }) {
  const { t, i18n } = useTranslation('listings');
  const units = useUnitList({ roomTypeId: roomType.id });
  useViewReturn(() => void units.refresh());
  const money = (sen: number) => formatMyr(sen, i18n.language);
  return (
    <div className="listings-record" data-testid="listings-room-type-detail">
      <header className="listings-hero">
        <h1 className="listings-hero__name" data-testid="listings-room-type-name">
          {roomType.name}
        </h1>
        <p className="listings-hero__sub">{roomType.propertyName}</p>
        <FormLink kind="edit" href={`${roomTypePath(roomType.id)}/edit`} code={P.listing.edit} label={t('detail.edit')} testId="listings-room-type-edit" />
      </header>
      {/* Compact, so the units to drill into are in sight on a phone. */}
      <dl className="listings-counts">
        <Count label={t('fields.bedrooms')} value={String(roomType.bedrooms)} />
        <Count label={t('fields.bathrooms')} value={String(roomType.bathrooms)} />
        <Count label={t('fields.maxGuests')} value={String(roomType.maxGuests)} />
        <Count label={t('detail.nightlyRate')} value={money(roomType.baseNightlyRateSen)} testId="listings-room-type-rate" />
        <Count label={t('detail.cleaningFee')} value={money(roomType.cleaningFeeSen)} />
      </dl>
      <PaneList
        list={units}
        title={t('unit.listTitle')}
        empty={t('unit.empty')}
        testId="listings-units"
        actions={<FormLink kind="add" href={`${roomTypePath(roomType.id)}/units/new`} code={P.listing.create} label={t('unit.create.title')} testId="listings-unit-create" />}
      >
        {(unit) => <UnitCard key={unit.id} unit={unit} />}
      </PaneList>
    </div>
  );
}

/** The other room types of the same property, beside the record on a wide screen. */
function Siblings({ propertyId, selected }: { propertyId: string; selected: string | undefined }) {
  const { t } = useTranslation('listings');
  const list = useRoomTypeList({ propertyId });
  return (
    <PaneList list={list} title={t('roomType.listTitle')} empty={t('roomType.empty')} testId="listings-room-type-pane">
      {(roomType) => <RoomTypeCard key={roomType.id} roomType={roomType} selected={roomType.id === selected} />}
    </PaneList>
  );
}

/** A room type: what it offers and at what rate, and its units to drill into. */
export default function RoomTypePage() {
  const { t } = useTranslation('listings');
  const page = useRecordPage(roomTypeResource);
  const data = page.record.value;
  return (
    <TreePage
      page={page}
      title={(value) => value?.name ?? t('roomType.detail.title')}
      backHref={data ? propertyPath(data.propertyId) : LISTINGS_HOME}
      level="roomType"
      pane={data ? <Siblings propertyId={data.propertyId} selected={page.id} /> : null}
    >
      {(roomType) => <RoomTypeRecord roomType={roomType} />}
    </TreePage>
  );
}
