import { useState } from 'react';
import { IonButton, IonContent, IonSpinner, useIonRouter } from '@ionic/react';
import { IonFooter } from '@app/ionic/ion-footer';
import { IonToolbar } from '@app/ionic/ion-toolbar';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { Administrator } from '@shared/contracts/administrators';
import { useSession } from '@app/lib/session';
import { goBackTo } from '@app/lib/navigation';
import { showToast } from '@app/lib/toast-bus';
import { PageHeader } from '@app/shell/PageHeader';
import { sameCodes } from './permission-grid';
import { PermissionEditor } from './PermissionEditor';
import { RecordState } from '@app/kit/record/RecordState';
import { useAdminMutations } from './use-admin-mutations';
import { useAdministrator } from './use-administrator';

function PermissionsForm({ admin }: { admin: Administrator }) {
  const { t } = useTranslation('administrators');
  const { profile } = useSession();
  const router = useIonRouter();
  const [codes, setCodes] = useState<number[]>(admin.permissions);
  const { changePermissions, pending } = useAdminMutations();
  const dirty = !sameCodes(codes, admin.permissions);
  const saving = pending === 'permissions';

  async function save() {
    const result = await changePermissions(admin.id, codes);
    if (!result.ok) return;
    showToast(t('permissions.done', { name: result.value.name }), 'success');
    goBackTo(router, `/admin/admin-mgmt/${admin.id}`);
  }

  return (
    <>
      <IonContent className="page-content">
        <div className="wide-column ion-padding">
          <p className="muted">{t('permissions.intro', { name: admin.name })}</p>
          {admin.id === profile.id ? <p className="warning-note">{t('permissions.selfWarning')}</p> : null}
          <PermissionEditor value={codes} onChange={setCodes} disabled={saving} />
        </div>
      </IonContent>
      <IonFooter>
        <IonToolbar className="action-footer">
          <div className="action-footer__row">
            <span className="muted" data-testid="permissions-selected">
              {t('permissions.selected', { count: codes.length })}
            </span>
            <IonButton fill="clear" disabled={!dirty || saving} onClick={() => setCodes(admin.permissions)}>
              {t('permissions.undo')}
            </IonButton>
            <IonButton disabled={!dirty || saving} onClick={() => void save()} data-testid="permissions-save">
              {saving ? <IonSpinner name="crescent" aria-label={t('common:saving')} /> : t('common:save')}
            </IonButton>
          </div>
        </IonToolbar>
      </IonFooter>
    </>
  );
}

export default function AdminPermissionsPage() {
  const { t } = useTranslation('administrators');
  const { id } = useParams<{ id: string }>();
  const { admin, status, error, reload } = useAdministrator(id);
  return (
    <>
      <PageHeader title={t('permissions.title')} backHref={`/admin/admin-mgmt/${id ?? ''}`} />
      {admin && status === 'ready' ? (
        <PermissionsForm key={admin.id} admin={admin} />
      ) : (
        <IonContent className="page-content">
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="administrators" testIdPrefix="admin" />
        </IonContent>
      )}
    </>
  );
}
