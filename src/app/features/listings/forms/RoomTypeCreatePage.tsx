import { useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { propertyPath, roomTypePath } from '../listing-display';
import { hasErrors } from '../property-form';
import { EMPTY_ROOM_TYPE_FORM, roomTypeBody, validateRoomTypeForm } from '../room-type-form';
import { useListingMutations } from '../use-listings';
import { FormFrame } from './FormFrame';
import { RoomTypeFields } from './RoomTypeFields';
import { roomTypeServerErrors, useRoomTypeForm } from './use-listing-forms';

/** A new room type of the property in the URL. */
export default function RoomTypeCreatePage() {
  const { t } = useTranslation('listings');
  const { id: propertyId = '' } = useParams<{ id: string }>();
  const router = useIonRouter();
  const form = useRoomTypeForm(EMPTY_ROOM_TYPE_FORM);
  const { createRoomType, pending } = useListingMutations();

  async function submit(element: HTMLFormElement) {
    form.setSubmitted(true);
    if (hasErrors(validateRoomTypeForm(form.values))) return revealFirstInvalid(element);
    const result = await createRoomType(roomTypeBody(form.values, propertyId));
    if (!result.ok) {
      form.takeServerErrors(result.error, roomTypeServerErrors);
      return revealFirstInvalid(element);
    }
    showToast(t('roomType.create.done', { name: result.value.name }), 'success');
    router.push(roomTypePath(result.value.id), 'forward', 'replace');
  }

  return (
    <FormFrame
      title={t('roomType.create.title')}
      backHref={propertyPath(propertyId)}
      submitLabel={t('roomType.create.submit')}
      busy={pending === 'createRoomType'}
      onSubmit={(element) => void submit(element)}
      testIdPrefix="listings-room-type"
    >
      <RoomTypeFields form={form} />
    </FormFrame>
  );
}
