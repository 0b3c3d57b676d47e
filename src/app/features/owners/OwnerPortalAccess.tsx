import { useState } from 'react';
import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { keyOutline, lockClosedOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { OwnerDetail } from '@shared/contracts/owners';
import { formatDateTime } from '@shared/dates';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import { TemporaryPasswordModal } from '@app/shell/TemporaryPasswordModal';
import { useOwnerMutations } from './use-owners';

/**
 * Giving access answers a temporary password shown once, in a modal with a copy button; a new one (which signs
 * them out everywhere) and removing access are asked first. The server's refusal stays on the page in its words.
 */
export function OwnerPortalAccess({ owner, onChanged }: { owner: OwnerDetail; onChanged(owner: OwnerDetail): void }) {
  const { t, i18n } = useTranslation('owners');
  const { profile } = useSession();
  const [presentAlert] = useIonAlert();
  const { setPortal, pending } = useOwnerMutations();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const mayEdit = can(profile, P.owner.edit);
  // Why giving access cannot work yet, said before the admin tries.
  const blocker = !owner.active ? t('portal.needsActive') : !owner.email ? t('portal.needsEmail') : null;
  const state = !owner.hasPortal
    ? t('portal.off')
    : owner.mustChangePassword
      ? t('portal.pending')
      : owner.lastLoginAt
        ? t('portal.onSince', { at: formatDateTime(owner.lastLoginAt, i18n.language) })
        : t('portal.on');

  function send(enabled: boolean) {
    setRefusal(null);
    void setPortal(owner.id, enabled).then((result) => {
      if (!result.ok) {
        setRefusal(result.message || null);
        if (result.conflict) onChanged(result.conflict);
        return;
      }
      onChanged(result.value.owner);
      if (result.value.temporaryPassword) setTemporaryPassword(result.value.temporaryPassword);
      else showToast(t('portal.removed', { name: owner.name }), 'success');
    });
  }

  function confirm(enabled: boolean) {
    const words = enabled ? 'renew' : 'remove';
    void presentAlert({
      header: t(`portal.${words}Title`),
      message: t(`portal.${words}Message`, { name: owner.name }),
      buttons: [
        { text: t('common:cancel'), role: 'cancel' },
        {
          text: t(`portal.${words}Confirm`),
          role: enabled ? undefined : 'destructive',
          htmlAttributes: { 'data-testid': 'owner-portal-confirm' },
          handler: () => send(enabled),
        },
      ],
    });
  }

  return (
    <section data-testid="owner-portal">
      <h2 className="section-title">{t('portal.title')}</h2>
      <div className="owners-portal">
        <p className="owners-portal__state" data-testid="owner-portal-state">
          {state}
        </p>
        {mayEdit ? (
          <div className="action-grid">
            {owner.hasPortal ? (
              <>
                <IonButton fill="outline" onClick={() => confirm(true)} disabled={pending === 'portal' || !!blocker} data-testid="owner-portal-renew">
                  <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
                  {t('portal.renew')}
                </IonButton>
                <IonButton fill="outline" color="danger" onClick={() => confirm(false)} disabled={pending === 'portal'} data-testid="owner-portal-disable">
                  <IonIcon slot="start" icon={lockClosedOutline} aria-hidden="true" />
                  {t('portal.remove')}
                </IonButton>
              </>
            ) : (
              <IonButton onClick={() => send(true)} disabled={pending === 'portal' || !!blocker} data-testid="owner-portal-enable">
                <IonIcon slot="start" icon={keyOutline} aria-hidden="true" />
                {t('portal.give')}
              </IonButton>
            )}
          </div>
        ) : null}
        {mayEdit && blocker ? (
          <IonNote className="owners-note" data-testid="owner-portal-blocker">
            {blocker}
          </IonNote>
        ) : null}
        {refusal ? (
          <IonNote color="danger" role="alert" className="owners-note" data-testid="owner-portal-refusal">
            {refusal}
          </IonNote>
        ) : null}
      </div>
      <TemporaryPasswordModal
        password={temporaryPassword}
        words={{ title: t('portal.passwordTitle'), intro: t('portal.passwordIntro', { name: owner.name }), warning: t('portal.passwordWarning') }}
        onClose={() => setTemporaryPassword(null)}
      />
    </section>
  );
}
