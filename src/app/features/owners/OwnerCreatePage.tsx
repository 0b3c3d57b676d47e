import { useTranslation } from '@app/lib/use-translation';
import { CreatePage } from '@app/kit/page/CreatePage';
import { OwnerFields } from './OwnerFields';
import { ownerForm } from './owner-form';
import { useOwnerMutations } from './use-owners';
import './owners.css';

export default function OwnerCreatePage() {
  const { t } = useTranslation('owners');
  const { create, pending } = useOwnerMutations();
  return (
    <CreatePage
      definition={ownerForm}
      title={t('create.title')}
      backHref="/admin/owner-mgmt"
      submitLabel={t('create.submit')}
      testIdPrefix="owner-create"
      submitTestId="owner-form-submit"
      save={create}
      busy={pending === 'create'}
      doneMessage={(owner) => t('create.done', { name: owner.name })}
      savedPath={(owner) => `/admin/owner-mgmt/${owner.id}`}
    >
      {(form) => <OwnerFields form={form} />}
    </CreatePage>
  );
}
