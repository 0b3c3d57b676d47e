import { useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { roomTypePath, unitPath } from '../listing-display';
import { hasErrors } from '../property-form';
import { EMPTY_UNIT_FORM, unitBody, validateUnitForm } from '../unit-form';
import { useListingMutations } from '../use-listings';
import { FormFrame } from './FormFrame';
import { UnitFields } from './UnitFields';
import { useUnitForm } from './use-listing-forms';

/** A new unit of the room type in the URL; its owner and package are given on its record, where their history is. */
export default function UnitCreatePage() {
  const { t } = useTranslation('listings');
  const { id: roomTypeId = '' } = useParams<{ id: string }>();
  const router = useIonRouter();
  const form = useUnitForm(EMPTY_UNIT_FORM);
  const { createUnit, pending } = useListingMutations();

  async function submit(element: HTMLFormElement) {
    form.setSubmitted(true);
    if (hasErrors(validateUnitForm(form.values))) return revealFirstInvalid(element);
    const result = await createUnit(unitBody(form.values, roomTypeId));
    if (!result.ok) {
      form.takeServerErrors(result.error);
      return revealFirstInvalid(element);
    }
    showToast(t('unit.create.done', { number: result.value.unitNumber }), 'success');
    router.push(unitPath(result.value.id), 'forward', 'replace');
  }

  return (
    <FormFrame
      title={t('unit.create.title')}
      backHref={roomTypePath(roomTypeId)}
      submitLabel={t('unit.create.submit')}
      busy={pending === 'createUnit'}
      onSubmit={(element) => void submit(element)}
      testIdPrefix="listings-unit"
    >
      <UnitFields form={form} />
    </FormFrame>
  );
}
