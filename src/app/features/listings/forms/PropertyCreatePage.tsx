import { useTranslation } from '@app/lib/use-translation';
import { CreatePage } from '@app/kit/page/CreatePage';
import { LISTINGS_HOME, propertyPath } from '../listing-display';
import { useListingMutations } from '../use-listings';
import { PropertyFields } from './PropertyFields';
import { propertyForm } from './use-listing-forms';
import '../listings.css';

export default function PropertyCreatePage() {
  const { t } = useTranslation('listings');
  const { createProperty, pending } = useListingMutations();
  return (
    <CreatePage
      definition={propertyForm}
      title={t('property.create.title')}
      backHref={LISTINGS_HOME}
      submitLabel={t('property.create.submit')}
      testIdPrefix="listings-property"
      save={createProperty}
      busy={pending === 'createProperty'}
      doneMessage={(property) => t('property.create.done', { name: property.name })}
      savedPath={(property) => propertyPath(property.id)}
    >
      {(form) => <PropertyFields form={form} />}
    </CreatePage>
  );
}
