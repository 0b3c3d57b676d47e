import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { calendarOutline, createOutline, idCardOutline, refreshOutline } from 'ionicons/icons';
import { LinkButton } from '@app/kit/action/LinkButton';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { TemporaryPasswordModal } from '@app/shell/TemporaryPasswordModal';
import { useUserMutations } from '../remote/use-user-mutations';
import { useDecisionPrompt } from '@app/kit/decision/use-decision-prompt';
import type { DecisionProps } from './UserDecisions';

/** Edit, reset password, and for a rider the ID check and attendance. */
export function UserAccountActions({ user }: Pick<DecisionProps, 'user'>) {
  const { t } = useTranslation('users');
  const { profile } = useSession();
  const prompt = useDecisionPrompt();
  const { reset, pending } = useUserMutations();
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const mayEdit = can(profile, P.user.edit) && !user.deletedAt;
  const rider = user.role === 'rider';
  const base = `/admin/user-mgmt`;

  function askReset() {
    prompt({
      header: t('reset.confirmTitle'),
      message: t('reset.confirmMessage', { name: user.name }),
      confirmText: t('reset.confirm'),
      remark: 'none',
      onConfirm: () =>
        void reset(user).then((o) => {
          if (o.ok) setTemporaryPassword(o.value.temporaryPassword);
        }),
    });
  }

  if (!mayEdit && !rider) return null;
  return (
    <div className="action-grid u-action-grid">
      {mayEdit ? (
        <LinkButton href={`${base}/${user.id}/edit`} icon={createOutline} label={t('detail.edit')} testId="user-edit-button" />
      ) : null}
      {mayEdit ? (
        <IonButton fill="outline" onClick={askReset} disabled={pending === 'reset'} data-testid="user-reset-password-button">
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('reset.action')}
        </IonButton>
      ) : null}
      {rider ? (
        <LinkButton href={`${base}/riders/${encodeURIComponent(user.accountNumber)}`} icon={idCardOutline} label={t('detail.identity')} testId="user-verify-button" />
      ) : null}
      {rider ? (
        <LinkButton href={`${base}/attendance?account=${encodeURIComponent(user.accountNumber)}`} icon={calendarOutline} label={t('attendance.title')} testId="user-attendance-link" />
      ) : null}
      <TemporaryPasswordModal
        password={temporaryPassword}
        words={{ title: t('reset.resultTitle'), intro: t('reset.resultIntro', { name: user.name }), warning: t('reset.onceWarning') }}
        onClose={() => setTemporaryPassword(null)}
      />
    </div>
  );
}

