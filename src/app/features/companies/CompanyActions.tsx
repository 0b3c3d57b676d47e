import { useState } from 'react';
import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { createOutline, pauseCircleOutline, playCircleOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { Company } from '@shared/contracts/companies';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { showToast } from '@app/lib/toast-bus';
import { useCompanyMutations } from './use-companies';

/** Edit, and deactivate or reactivate after a confirmation; the server's refusal stays on the page. */
export function CompanyActions({ company, onChanged }: { company: Company; onChanged(company: Company): void }) {
  const { t } = useTranslation('companies');
  const { profile } = useSession();
  const [presentAlert] = useIonAlert();
  const { update, pending } = useCompanyMutations();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!can(profile, P.company.edit)) return null;

  function confirmToggle() {
    const activate = !company.active;
    void presentAlert({
      header: activate ? t('activate.confirmTitle') : t('deactivate.confirmTitle'),
      message: activate ? t('activate.confirmMessage', { name: company.name }) : t('deactivate.confirmMessage', { name: company.name }),
      buttons: [
        { text: t('common:cancel'), role: 'cancel' },
        {
          text: activate ? t('activate.confirm') : t('deactivate.confirm'),
          role: activate ? undefined : 'destructive',
          htmlAttributes: { 'data-testid': 'company-confirm-toggle' },
          handler: () => {
            setRefusal(null);
            void update(company.id, { active: activate, version: company.version }).then((result) => {
              if (result.ok) {
                showToast(activate ? t('activate.done', { name: company.name }) : t('deactivate.done', { name: company.name }), 'success');
                onChanged(result.value);
                return;
              }
              setRefusal(result.message || null);
              // The company moved on meanwhile: show it as it is now.
              if (result.conflict) onChanged(result.conflict);
            });
          },
        },
      ],
    });
  }

  return (
    <div className="companies-actions">
      <div className="action-grid">
        <IonButton fill="outline" routerLink={`/admin/company/${company.id}/edit`} data-testid="company-edit-button">
          <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
          {t('detail.edit')}
        </IonButton>
        <IonButton
          fill="outline"
          color={company.active ? 'danger' : 'success'}
          onClick={confirmToggle}
          disabled={pending === 'update'}
          data-testid="company-toggle-active"
        >
          <IonIcon slot="start" icon={company.active ? pauseCircleOutline : playCircleOutline} aria-hidden="true" />
          {company.active ? t('deactivate.action') : t('activate.action')}
        </IonButton>
      </div>
      {refusal ? (
        <IonNote color="danger" role="alert" className="companies-note" data-testid="company-action-refusal">
          {refusal}
        </IonNote>
      ) : null}
    </div>
  );
}
