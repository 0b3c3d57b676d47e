import { useIonAlert, useIonRouter, IonButton, IonIcon } from '@ionic/react';
import { checkmarkDoneOutline, createOutline, trashOutline } from 'ionicons/icons';
import type { Holiday } from '@shared/contracts/holidays';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { LinkButton } from '@app/kit/action/LinkButton';
import { ActionRefusal } from '@app/kit/action/ActionRefusal';
import { useAction } from '@app/kit/action/use-action';
import { confirmOneAction, removeAction } from './holiday-actions';

/** Edit, confirm a tentative one, and remove with a reason after a confirmation; the server's refusal stays on the page. */
export function HolidayActions({ holiday, onChanged }: { holiday: Holiday; onChanged(holiday: Holiday): void }) {
  const { t } = useTranslation('holidays');
  const { profile } = useSession();
  const router = useIonRouter();
  const [presentAlert] = useIonAlert();
  const confirm = useAction<Holiday>(confirmOneAction, onChanged, onChanged);
  const remove = useAction<Holiday, string>(removeAction, () => router.push('/admin/holiday', 'back'), onChanged);
  const canEdit = can(profile, P.holiday.edit);
  const canRemove = can(profile, P.holiday.approve);
  if (!canEdit && !canRemove) return null;

  const askReason = () =>
    void presentAlert({
      header: t('remove.confirmTitle'),
      message: t('remove.confirmMessage', { name: holiday.name, date: holiday.date }),
      inputs: [{ type: 'textarea', name: 'reason', placeholder: t('remove.reasonPlaceholder'), attributes: { 'data-testid': 'holidays-remove-reason', 'aria-label': t('remove.reasonLabel'), maxlength: 500 } }],
      buttons: [
        { text: t('common:cancel'), role: 'cancel' },
        {
          text: t('remove.confirm'),
          role: 'destructive',
          htmlAttributes: { 'data-testid': 'holidays-remove-confirm' },
          handler: (values: { reason?: string }) => {
            const reason = values.reason?.trim() ?? '';
            // No reason, no removal: the alert stays open.
            if (!reason) return false;
            void remove.send(holiday, reason);
            return true;
          },
        },
      ],
    });

  return (
    <div className="holiday-actions">
      <div className="action-grid">
        {canEdit ? <LinkButton href={`/admin/holiday/${holiday.id}/edit`} icon={createOutline} label={t('detail.edit')} testId="holidays-edit-button" /> : null}
        {canEdit && holiday.status === 'tentative' ? (
          <IonButton fill="outline" disabled={confirm.busy} onClick={() => confirm.start(holiday, undefined)} data-testid="holidays-detail-confirm">
            <IonIcon slot="start" icon={checkmarkDoneOutline} aria-hidden="true" />
            {t('confirmOne.button')}
          </IonButton>
        ) : null}
        {canRemove ? (
          <IonButton fill="outline" color="danger" disabled={remove.busy} onClick={askReason} data-testid="holidays-remove">
            <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
            {t('remove.button')}
          </IonButton>
        ) : null}
      </div>
      <ActionRefusal refusal={confirm.refusal ?? remove.refusal} testId="holidays-action-refusal" />
    </div>
  );
}
