import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { EditPage } from '@app/kit/page/EditPage';
import { adminEditForm } from './admin-forms';
import { AdminFields } from './AdminFields';
import { useAdminMutations } from './use-admin-mutations';
import { useAdministrator } from './use-administrator';

export default function AdminEditPage() {
  const { t } = useTranslation('administrators');
  const { id = '' } = useParams<{ id: string }>();
  const { admin, ...load } = useAdministrator(id);
  const { update, pending } = useAdminMutations();
  return (
    <EditPage
      definition={adminEditForm}
      title={t('edit.title')}
      load={{ ...load, record: admin }}
      recordPath={`/admin/admin-mgmt/${id}`}
      testIdPrefix="edit"
      submitTestId="edit-submit"
      recordState={{ testIdPrefix: 'admin' }}
      save={(patch) => update(id, patch)}
      busy={pending === 'update'}
      doneMessage={t('edit.done')}
    >
      {(form, record) => (
        <>
          <p className="muted">{t('edit.emailFixed', { email: record.email })}</p>
          <AdminFields mode="edit" values={form.values} errors={form.visibleErrors()} onChange={form.setField} testIdPrefix="edit" />
        </>
      )}
    </EditPage>
  );
}
