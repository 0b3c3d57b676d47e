import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { EditPage } from '@app/kit/page/EditPage';
import { OwnerFields } from './OwnerFields';
import { ownerForm } from './owner-form';
import { useOwner, useOwnerMutations } from './use-owners';
import './owners.css';

export default function OwnerEditPage() {
  const { t } = useTranslation('owners');
  const { id = '' } = useParams<{ id: string }>();
  const { owner, ...load } = useOwner(id);
  const { update, pending } = useOwnerMutations();
  return (
    <EditPage
      definition={ownerForm}
      title={t('edit.title')}
      load={{ ...load, record: owner }}
      recordPath={`/admin/owner-mgmt/${id}`}
      testIdPrefix="owner-edit"
      submitTestId="owner-form-submit"
      recordState={{ testIdPrefix: 'owner' }}
      save={(patch) => update(id, patch)}
      busy={pending === 'update'}
      doneMessage={t('edit.done')}
    >
      {/* The payout account changes through a bank-change request, not here. */}
      {(form) => <OwnerFields form={form} bank={false} />}
    </EditPage>
  );
}
