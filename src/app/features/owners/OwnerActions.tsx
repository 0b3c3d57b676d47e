import { useState } from 'react';
import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { createOutline, pauseCircleOutline, playCircleOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { OwnerDetail } from '@shared/contracts/owners';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import { useOwnerMutations } from './use-owners';

/** Edit, and deactivate or reactivate after a confirmation; the server's refusal (they still own a unit) stays on the page. */
export function OwnerActions({ owner, onChanged }: { owner: OwnerDetail; onChanged(owner: OwnerDetail): void }) {
  const { t } = useTranslation('owners');
  const { profile } = useSession();
  const [presentAlert] = useIonAlert();
  const { update, pending } = useOwnerMutations();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!can(profile, P.owner.edit)) return null;

  function confirmToggle() {
    const activate = !owner.active;
    const words = activate ? 'activate' : 'deactivate';
    void presentAlert({
      header: t(`${words}.confirmTitle`),
      message: t(`${words}.confirmMessage`, { name: owner.name }),
      buttons: [
        { text: t('common:cancel'), role: 'cancel' },
        {
          text: t(`${words}.confirm`),
          role: activate ? undefined : 'destructive',
          htmlAttributes: { 'data-testid': 'owner-confirm-toggle' },
          handler: () => {
            setRefusal(null);
            void update(owner.id, { active: activate, version: owner.version }).then((result) => {
              if (result.ok) {
                showToast(t(`${words}.done`, { name: owner.name }), 'success');
                onChanged(result.value);
                return;
              }
              setRefusal(result.message || null);
              // The owner moved on meanwhile: show them as they are now.
              if (result.conflict) onChanged(result.conflict);
            });
          },
        },
      ],
    });
  }

  return (
    <div className="owners-actions">
      <div className="action-grid">
        <IonButton fill="outline" routerLink={`/admin/owner-mgmt/${owner.id}/edit`} data-testid="owner-edit-button">
          <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
          {t('detail.edit')}
        </IonButton>
        <IonButton
          fill="outline"
          color={owner.active ? 'danger' : 'success'}
          onClick={confirmToggle}
          disabled={pending === 'update'}
          data-testid="owner-toggle-active"
        >
          <IonIcon slot="start" icon={owner.active ? pauseCircleOutline : playCircleOutline} aria-hidden="true" />
          {owner.active ? t('deactivate.action') : t('activate.action')}
        </IonButton>
      </div>
      {refusal ? (
        <IonNote color="danger" role="alert" className="owners-note" data-testid="owner-action-refusal">
          {refusal}
        </IonNote>
      ) : null}
    </div>
  );
}
