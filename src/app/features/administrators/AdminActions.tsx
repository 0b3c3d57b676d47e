import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { createOutline, keyOutline, refreshOutline } from 'ionicons/icons';
import { LinkButton } from '@app/kit/action/LinkButton';
import { useTranslation } from '@app/lib/use-translation';
import type { Administrator } from '@shared/contracts/administrators';
import { P } from '@shared/permissions';
import { api } from '@app/lib/api';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { defineAction, defineActiveToggle } from '@app/kit/action/define-action';
import { useAction } from '@app/kit/action/use-action';
import { ActionRefusal } from '@app/kit/action/ActionRefusal';
import { ActiveToggleButton } from '@app/kit/action/ActiveToggleButton';
import { TemporaryPasswordModal } from '@app/shell/TemporaryPasswordModal';
import { resetUserPassword, updateAdministrator } from './administrators-api';

export interface AdminActionsProps {
  admin: Administrator;
  onChanged(admin: Administrator): void;
}

const toggleActive = defineActiveToggle<Administrator>({
  words: 'administrators',
  send: (admin, active, key) => updateAdministrator(api, admin.id, { active }, key),
  confirmTestId: 'confirm-toggle-active',
});

/** Signs them out everywhere; the temporary password is shown once, no toast. */
const resetPassword = defineAction<Administrator, void, { temporaryPassword: string }>({
  words: 'administrators',
  send: (admin, _input, key) => resetUserPassword(api, admin.id, key),
  confirm: (t, admin) => ({
    header: t('reset.confirmTitle'),
    message: t('reset.confirmMessage', { name: admin.name }),
    confirmText: t('reset.confirm'),
    destructive: true,
    testId: 'confirm-reset-password',
  }),
});

/** The detail page's actions, each shown only to an admin holding its code. */
export function AdminActions({ admin, onChanged }: AdminActionsProps) {
  const { t } = useTranslation('administrators');
  const { profile } = useSession();
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const toggle = useAction(toggleActive, onChanged);
  const reset = useAction(resetPassword, (answer) => setTemporaryPassword(answer.temporaryPassword));
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

  return (
    <div className="action-grid admin-actions">
      <LinkButton href={`/admin/admin-mgmt/${admin.id}/edit`} icon={createOutline} label={t('detail.edit')} testId="admin-edit-button" />
      {isSelf ? null : (
        <LinkButton href={`/admin/admin-mgmt/${admin.id}/permissions`} icon={keyOutline} label={t('detail.changePermissions')} testId="edit-permissions-button" />
      )}
      <IonButton fill="outline" onClick={() => reset.start(admin)} disabled={reset.busy} data-testid="admin-reset-password-button">
        <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
        {t('detail.resetPassword')}
      </IonButton>
      {isSelf ? null : <ActiveToggleButton flow={toggle} record={admin} words="administrators" testId="admin-toggle-active-button" />}
      <TemporaryPasswordModal
        password={temporaryPassword}
        words={{ title: t('reset.resultTitle'), intro: t('reset.resultIntro', { name: admin.name }), warning: t('reset.onceWarning') }}
        onClose={() => setTemporaryPassword(null)}
      />
      <ActionRefusal refusal={toggle.refusal ?? reset.refusal} testId="admin-action-refusal" />
    </div>
  );
}
