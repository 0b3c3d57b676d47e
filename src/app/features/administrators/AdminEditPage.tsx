import { useTranslation } from '@app/lib/use-translation';
import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import type { Administrator } from '@shared/contracts/administrators';
import type { FormState } from '@app/kit/form/define-form';
import { adminEditForm } from './admin-forms';
import type { AdminField, AdminFormValues } from './admin-form';
import { AdminFields } from './AdminFields';
import { useAdminMutations } from './use-admin-mutations';
import { useAdministrator } from './use-administrator';

function EditFields({ form, admin }: { form: FormState<AdminFormValues, AdminField>; admin: Administrator }) {
  const { t } = useTranslation('administrators');
  return (
    <>
      <p className="muted">{t('edit.emailFixed', { email: admin.email })}</p>
      <AdminFields mode="edit" values={form.values} errors={form.visibleErrors()} onChange={form.setField} testIdPrefix="edit" />
    </>
  );
}

export default editPageOf(adminEditForm, {
  useRecord: (id) => recordLoad(useAdministrator(id), 'admin'),
  useSave: (id) => savingOf(useAdminMutations(), 'update', id),
  recordPath: (id) => `/admin/admin-mgmt/${id}`,
  testIdPrefix: 'edit',
  submitTestId: 'edit-submit',
  recordState: { testIdPrefix: 'admin' },
  fields: (form, admin) => <EditFields form={form} admin={admin} />,
});
