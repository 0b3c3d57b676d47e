import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { EditPage } from '@app/kit/page/EditPage';
import { propertyPath } from '../listing-display';
import { useListingMutations, useProperty } from '../use-listings';
import { PropertyFields } from './PropertyFields';
import { propertyForm } from './use-listing-forms';
import '../listings.css';

export default function PropertyEditPage() {
  const { t } = useTranslation('listings');
  const { id = '' } = useParams<{ id: string }>();
  const { data, ...load } = useProperty(id);
  const { updateProperty, pending } = useListingMutations();
  return (
    <EditPage
      definition={propertyForm}
      title={t('property.edit.title')}
      load={{ ...load, record: data }}
      recordPath={propertyPath(id)}
      testIdPrefix="listings-property"
      recordState={{ keyPrefix: 'property', testIdPrefix: 'listings-property' }}
      save={(patch) => updateProperty(id, patch)}
      busy={pending === 'updateProperty'}
      doneMessage={t('edit.done')}
    >
      {(form) => <PropertyFields form={form} />}
    </EditPage>
  );
}
