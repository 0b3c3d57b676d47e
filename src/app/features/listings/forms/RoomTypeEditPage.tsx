import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { EditPage } from '@app/kit/page/EditPage';
import { roomTypePath } from '../listing-display';
import { useListingMutations, useRoomType } from '../use-listings';
import { RoomTypeFields } from './RoomTypeFields';
import { roomTypeForm } from './use-listing-forms';
import '../listings.css';

export default function RoomTypeEditPage() {
  const { t } = useTranslation('listings');
  const { id = '' } = useParams<{ id: string }>();
  const { data, ...load } = useRoomType(id);
  const { updateRoomType, pending } = useListingMutations();
  return (
    <EditPage
      definition={roomTypeForm}
      title={t('roomType.edit.title')}
      load={{ ...load, record: data }}
      recordPath={roomTypePath(id)}
      testIdPrefix="listings-room-type"
      recordState={{ keyPrefix: 'roomType', testIdPrefix: 'listings-room-type' }}
      save={(patch) => updateRoomType(id, patch)}
      busy={pending === 'updateRoomType'}
      doneMessage={t('edit.done')}
    >
      {(form) => <RoomTypeFields form={form} />}
    </EditPage>
  );
}
