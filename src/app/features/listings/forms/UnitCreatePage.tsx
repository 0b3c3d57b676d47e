import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { CreatePage } from '@app/kit/page/CreatePage';
import { roomTypePath, unitPath } from '../listing-display';
import { useListingMutations } from '../use-listings';
import { UnitFields } from './UnitFields';
import { unitForm } from './use-listing-forms';
import '../listings.css';

/** A new unit of the room type in the URL; its owner and package are given on its record, where their history is. */
export default function UnitCreatePage() {
  const { t } = useTranslation('listings');
  const { id: roomTypeId = '' } = useParams<{ id: string }>();
  const { createUnit, pending } = useListingMutations();
  return (
    <CreatePage
      definition={unitForm}
      parentId={roomTypeId}
      title={t('unit.create.title')}
      backHref={roomTypePath(roomTypeId)}
      submitLabel={t('unit.create.submit')}
      testIdPrefix="listings-unit"
      save={createUnit}
      busy={pending === 'createUnit'}
      doneMessage={(unit) => t('unit.create.done', { number: unit.unitNumber })}
      savedPath={(unit) => unitPath(unit.id)}
    >
      {(form) => <UnitFields form={form} />}
    </CreatePage>
  );
}
