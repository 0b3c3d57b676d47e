import { useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { RoomType } from '@shared/contracts/listings';
import { goBackTo } from '@app/lib/navigation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { RecordState } from '@app/kit/record/RecordState';
import { roomTypePath } from '../listing-display';
import { hasErrors } from '../property-form';
import { roomTypeFormValues, roomTypePatchBody, validateRoomTypeForm } from '../room-type-form';
import { useListingMutations, useRoomType } from '../use-listings';
import { FormFrame } from './FormFrame';
import { RoomTypeFields } from './RoomTypeFields';
import { roomTypeServerErrors, useRoomTypeForm } from './use-listing-forms';

function EditForm({ roomType }: { roomType: RoomType }) {
  const { t } = useTranslation('listings');
  const router = useIonRouter();
  const form = useRoomTypeForm(roomTypeFormValues(roomType));
  const { updateRoomType, pending } = useListingMutations();

  async function submit(element: HTMLFormElement) {
    form.setSubmitted(true);
    if (hasErrors(validateRoomTypeForm(form.values))) return revealFirstInvalid(element);
    const result = await updateRoomType(roomType.id, roomTypePatchBody(form.values, roomType.version));
    if (!result.ok) {
      form.takeServerErrors(result.error, roomTypeServerErrors);
      return revealFirstInvalid(element);
    }
    showToast(t('edit.done'), 'success');
    goBackTo(router, roomTypePath(roomType.id));
  }

  return (
    <FormFrame
      title={t('roomType.edit.title')}
      backHref={roomTypePath(roomType.id)}
      submitLabel={t('common:save')}
      busy={pending === 'updateRoomType'}
      onSubmit={(element) => void submit(element)}
      testIdPrefix="listings-room-type"
    >
      <RoomTypeFields form={form} />
    </FormFrame>
  );
}

export default function RoomTypeEditPage() {
  const { t } = useTranslation('listings');
  const { id = '' } = useParams<{ id: string }>();
  const { data, status, error, reload } = useRoomType(id);
  if (data && status === 'ready') return <EditForm key={`${data.id}@${data.version}`} roomType={data} />;
  return (
    <FormFrame title={t('roomType.edit.title')} backHref={roomTypePath(id)} submitLabel="" busy={false} onSubmit={() => undefined} testIdPrefix="listings-room-type" ready={false}>
      <RecordState status={status} error={error} onRetry={() => void reload()} namespace="listings" keyPrefix="roomType" testIdPrefix="listings-room-type" />
    </FormFrame>
  );
}
