import { useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { Unit } from '@shared/contracts/listings';
import { goBackTo } from '@app/lib/navigation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { RecordState } from '@app/kit/record/RecordState';
import { unitPath } from '../listing-display';
import { hasErrors } from '../property-form';
import { unitFormValues, unitPatchBody, validateUnitForm } from '../unit-form';
import { useListingMutations, useUnit } from '../use-listings';
import { FormFrame } from './FormFrame';
import { UnitFields } from './UnitFields';
import { useUnitForm } from './use-listing-forms';

function EditForm({ unit }: { unit: Unit }) {
  const { t } = useTranslation('listings');
  const router = useIonRouter();
  const form = useUnitForm(unitFormValues(unit));
  const { updateUnit, pending } = useListingMutations();

  async function submit(element: HTMLFormElement) {
    form.setSubmitted(true);
    if (hasErrors(validateUnitForm(form.values))) return revealFirstInvalid(element);
    const result = await updateUnit(unit.id, unitPatchBody(form.values, unit.version));
    if (!result.ok) {
      form.takeServerErrors(result.error);
      return revealFirstInvalid(element);
    }
    showToast(t('edit.done'), 'success');
    goBackTo(router, unitPath(unit.id));
  }

  return (
    <FormFrame
      title={t('unit.edit.title')}
      backHref={unitPath(unit.id)}
      submitLabel={t('common:save')}
      busy={pending === 'updateUnit'}
      onSubmit={(element) => void submit(element)}
      testIdPrefix="listings-unit"
    >
      <UnitFields form={form} />
    </FormFrame>
  );
}

export default function UnitEditPage() {
  const { t } = useTranslation('listings');
  const { id = '' } = useParams<{ id: string }>();
  const { data, status, error, reload } = useUnit(id);
  if (data && status === 'ready') return <EditForm key={`${data.id}@${data.version}`} unit={data} />;
  return (
    <FormFrame title={t('unit.edit.title')} backHref={unitPath(id)} submitLabel="" busy={false} onSubmit={() => undefined} testIdPrefix="listings-unit" ready={false}>
      <RecordState status={status} error={error} onRetry={() => void reload()} namespace="listings" keyPrefix="unit" testIdPrefix="listings-unit" />
    </FormFrame>
  );
}
