import { useTranslation } from '@app/lib/use-translation';
import { CreatePage } from '@app/kit/page/CreatePage';
import { adminRegisterForm } from './admin-forms';
import { AdminFields } from './AdminFields';
import { PermissionEditor } from './PermissionEditor';
import { useAdminMutations } from './use-admin-mutations';

export default function AdminRegisterPage() {
  const { t } = useTranslation('administrators');
  const { create, pending } = useAdminMutations();
  return (
    <CreatePage
      definition={adminRegisterForm}
      title={t('register.title')}
      backHref="/admin/admin-mgmt"
      submitLabel={t('register.submit')}
      testIdPrefix="register"
      submitTestId="register-submit"
      save={create}
      busy={pending === 'create'}
      doneMessage={(admin) => t('register.done', { name: admin.name })}
      savedPath={(admin) => `/admin/admin-mgmt/${admin.id}`}
    >
      {(form) => (
        <>
          <h2 className="section-title">{t('register.profileSection')}</h2>
          <AdminFields mode="create" values={form.values} errors={form.visibleErrors()} onChange={form.setField} emailAvailability={form.context} testIdPrefix="register" />
          <h2 className="section-title">{t('register.permissionsSection')}</h2>
          <p className="muted">{t('register.permissionsHint')}</p>
          <PermissionEditor value={form.values.permissions} onChange={(permissions) => form.setField('permissions', permissions)} disabled={pending === 'create'} />
        </>
      )}
    </CreatePage>
  );
}
