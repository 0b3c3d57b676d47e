import { useIonRouter } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { revealFirstInvalid } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import { LISTINGS_HOME, propertyPath } from '../listing-display';
import { EMPTY_PROPERTY_FORM, hasErrors, propertyBody } from '../property-form';
import { useListingMutations } from '../use-listings';
import { FormFrame } from './FormFrame';
import { PropertyFields } from './PropertyFields';
import { usePropertyForm } from './use-listing-forms';

export default function PropertyCreatePage() {
  const { t } = useTranslation('listings');
  const router = useIonRouter();
  const form = usePropertyForm(EMPTY_PROPERTY_FORM);
  const { createProperty, pending } = useListingMutations();

  async function submit(element: HTMLFormElement) {
    form.setSubmitted(true);
    if (hasErrors(form.localErrors())) return revealFirstInvalid(element);
    const result = await createProperty(propertyBody(form.values));
    if (!result.ok) {
      form.takeServerErrors(result.error);
      return revealFirstInvalid(element);
    }
    showToast(t('property.create.done', { name: result.value.name }), 'success');
    router.push(propertyPath(result.value.id), 'forward', 'replace');
  }

  return (
    <FormFrame
      title={t('property.create.title')}
      backHref={LISTINGS_HOME}
      submitLabel={t('property.create.submit')}
      busy={pending === 'createProperty'}
      onSubmit={(element) => void submit(element)}
      testIdPrefix="listings-property"
    >
      <PropertyFields form={form} />
    </FormFrame>
  );
}
