import { useState } from 'react';
import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { createOutline, keyOutline, pauseCircleOutline, playCircleOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { Administrator } from '@shared/contracts/administrators';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import { TemporaryPasswordModal } from '@app/shell/TemporaryPasswordModal';
import { useAdminMutations } from './use-admin-mutations';

export interface AdminActionsProps {
  admin: Administrator;
  onChanged(admin: Administrator): void;
}

/** The detail page's actions, each shown only to an admin holding its code. */
export function AdminActions({ admin, onChanged }: AdminActionsProps) {
  const { t } = useTranslation('administrators');
  const { profile } = useSession();
  const [presentAlert] = useIonAlert();
  const { update, resetPassword, pending } = useAdminMutations();
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const mayEdit = can(profile, P.admin.edit);
  const isSelf = admin.id === profile.id;
  if (!mayEdit) return null;
  // The server refuses these (admin-guard.ts); saying so here spares a tap that can only fail.
  if (!isSelf && admin.permissions.some((code) => !profile.permissions.includes(code))) {
    return (
      <p className="admin-actions__note" data-testid="admin-stronger-note">
        {t('detail.strongerAdmin', { name: admin.name })}
      </p>
    );
  }

  function confirmReset() {
    void presentAlert({
      header: t('reset.confirmTitle'),
      message: t('reset.confirmMessage', { name: admin.name }),
      buttons: [
        { text: t('common:cancel'), role: 'cancel' },
        {
          text: t('reset.confirm'),
          role: 'destructive',
          htmlAttributes: { 'data-testid': 'confirm-reset-password' },
          handler: () => {
            void resetPassword(admin.id).then((result) => {
              if (result.ok) setTemporaryPassword(result.value.temporaryPassword);
            });
          },
        },
      ],
    });
  }

  function confirmToggleActive() {
    const activate = !admin.active;
    void presentAlert({
      header: activate ? t('activate.confirmTitle') : t('deactivate.confirmTitle'),
      message: activate ? t('activate.confirmMessage', { name: admin.name }) : t('deactivate.confirmMessage', { name: admin.name }),
      buttons: [
        { text: t('common:cancel'), role: 'cancel' },
        {
          text: activate ? t('activate.confirm') : t('deactivate.confirm'),
          role: activate ? undefined : 'destructive',
          htmlAttributes: { 'data-testid': 'confirm-toggle-active' },
          handler: () => {
            void update(admin.id, { active: activate }).then((result) => {
              if (!result.ok) return;
              showToast(activate ? t('activate.done', { name: admin.name }) : t('deactivate.done', { name: admin.name }), 'success');
              onChanged(result.value);
            });
          },
        },
      ],
    });
  }

  return (
    <div className="action-grid admin-actions">
      <IonButton fill="outline" routerLink={`/admin/admin-mgmt/${admin.id}/edit`} data-testid="admin-edit-button">
        <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
        {t('detail.edit')}
      </IonButton>
      {isSelf ? null : (
        <IonButton fill="outline" routerLink={`/admin/admin-mgmt/${admin.id}/permissions`} data-testid="edit-permissions-button">
          <IonIcon slot="start" icon={keyOutline} aria-hidden="true" />
          {t('detail.changePermissions')}
        </IonButton>
      )}
      <IonButton fill="outline" onClick={confirmReset} disabled={pending === 'reset'} data-testid="admin-reset-password-button">
        <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
        {t('detail.resetPassword')}
      </IonButton>
      {isSelf ? null : (
        <IonButton
          fill="outline"
          color={admin.active ? 'danger' : 'success'}
          onClick={confirmToggleActive}
          disabled={pending === 'update'}
          data-testid="admin-toggle-active-button"
        >
          <IonIcon slot="start" icon={admin.active ? pauseCircleOutline : playCircleOutline} aria-hidden="true" />
          {admin.active ? t('deactivate.action') : t('activate.action')}
        </IonButton>
      )}
      <TemporaryPasswordModal
        password={temporaryPassword}
        words={{ title: t('reset.resultTitle'), intro: t('reset.resultIntro', { name: admin.name }), warning: t('reset.onceWarning') }}
        onClose={() => setTemporaryPassword(null)}
      />
    </div>
  );
}
