import { useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { Property } from '@shared/contracts/listings';
import { goBackTo } from '@app/lib/navigation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { RecordState } from '@app/kit/record/RecordState';
import { propertyPath } from '../listing-display';
import { hasErrors, propertyFormValues, propertyPatchBody } from '../property-form';
import { useListingMutations, useProperty } from '../use-listings';
import { FormFrame } from './FormFrame';
import { PropertyFields } from './PropertyFields';
import { usePropertyForm } from './use-listing-forms';

function EditForm({ property }: { property: Property }) {
  const { t } = useTranslation('listings');
  const router = useIonRouter();
  const form = usePropertyForm(propertyFormValues(property));
  const { updateProperty, pending } = useListingMutations();

  async function submit(element: HTMLFormElement) {
    form.setSubmitted(true);
    if (hasErrors(form.localErrors())) return revealFirstInvalid(element);
    const result = await updateProperty(property.id, propertyPatchBody(form.values, property.version));
    if (!result.ok) {
      form.takeServerErrors(result.error);
      return revealFirstInvalid(element);
    }
    showToast(t('edit.done'), 'success');
    goBackTo(router, propertyPath(property.id));
  }

  return (
    <FormFrame
      title={t('property.edit.title')}
      backHref={propertyPath(property.id)}
      submitLabel={t('common:save')}
      busy={pending === 'updateProperty'}
      onSubmit={(element) => void submit(element)}
      testIdPrefix="listings-property"
    >
      <PropertyFields form={form} />
    </FormFrame>
  );
}

export default function PropertyEditPage() {
  const { t } = useTranslation('listings');
  const { id = '' } = useParams<{ id: string }>();
  const { data, status, error, reload } = useProperty(id);
  if (data && status === 'ready') return <EditForm key={`${data.id}@${data.version}`} property={data} />;
  return (
    <FormFrame title={t('property.edit.title')} backHref={propertyPath(id)} submitLabel="" busy={false} onSubmit={() => undefined} testIdPrefix="listings-property" ready={false}>
      <RecordState status={status} error={error} onRetry={() => void reload()} namespace="listings" keyPrefix="property" testIdPrefix="listings-property" />
    </FormFrame>
  );
}
