import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { EditPage } from '@app/kit/page/EditPage';
import { unitPath } from '../listing-display';
import { useListingMutations, useUnit } from '../use-listings';
import { UnitFields } from './UnitFields';
import { unitForm } from './use-listing-forms';
import '../listings.css';

export default function UnitEditPage() {
  const { t } = useTranslation('listings');
  const { id = '' } = useParams<{ id: string }>();
  const { data, ...load } = useUnit(id);
  const { updateUnit, pending } = useListingMutations();
  return (
    <EditPage
      definition={unitForm}
      title={t('unit.edit.title')}
      load={{ ...load, record: data }}
      recordPath={unitPath(id)}
      testIdPrefix="listings-unit"
      recordState={{ keyPrefix: 'unit', testIdPrefix: 'listings-unit' }}
      save={(patch) => updateUnit(id, patch)}
      busy={pending === 'updateUnit'}
      doneMessage={t('edit.done')}
    >
      {(form) => <UnitFields form={form} />}
    </EditPage>
  );
}
