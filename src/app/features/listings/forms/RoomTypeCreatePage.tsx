import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { CreatePage } from '@app/kit/page/CreatePage';
import { propertyPath, roomTypePath } from '../listing-display';
import { useListingMutations } from '../use-listings';
import { RoomTypeFields } from './RoomTypeFields';
import { roomTypeForm } from './use-listing-forms';
import '../listings.css';

/** A new room type of the property in the URL. */
export default function RoomTypeCreatePage() {
  const { t } = useTranslation('listings');
  const { id: propertyId = '' } = useParams<{ id: string }>();
  const { createRoomType, pending } = useListingMutations();
  return (
    <CreatePage
      definition={roomTypeForm}
      parentId={propertyId}
      title={t('roomType.create.title')}
      backHref={propertyPath(propertyId)}
      submitLabel={t('roomType.create.submit')}
      testIdPrefix="listings-room-type"
      save={createRoomType}
      busy={pending === 'createRoomType'}
      doneMessage={(roomType) => t('roomType.create.done', { name: roomType.name })}
      savedPath={(roomType) => roomTypePath(roomType.id)}
    >
      {(form) => <RoomTypeFields form={form} />}
    </CreatePage>
  );
}
