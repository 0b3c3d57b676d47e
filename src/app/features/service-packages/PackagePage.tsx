import { IonButton, IonIcon } from '@ionic/react';
import { createOutline, layersOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { PackageVersion } from '@shared/contracts/service-packages';
import { toApiMonth } from '@shared/dates';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { DetailLayout, RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { packageHistoryView } from './views';
import { PackageActiveChip } from './PackageActiveChip';
import { PackageVersions } from './PackageVersions';
import { versionsOf } from './package-months';
import { servicePackageResource } from './resource';
import './service-packages.css';

export default function PackagePage() {
  const { t } = useTranslation('service-packages');
  const { profile } = useSession();
  const page = useRecordPage(servicePackageResource, { history: packageHistoryView });
  const mayEdit = can(profile, P.servicePackage.edit);

  return (
    <RecordPage page={page} title={(value) => value?.name ?? t('detail.title')} backHref="/admin/service-package" namespace="service-packages" testIdPrefix="package">
      {(value) => {
        const versions = versionsOf<PackageVersion>(value);
        return (
          <DetailLayout testId="package-detail" history={page.history}>
              <section className="service-packages-hero">
                <h1 className="service-packages-hero__name" data-testid="package-detail-name">
                  {value.name}
                </h1>
                {value.description ? <p className="service-packages-hero__description">{value.description}</p> : null}
                <PackageActiveChip active={value.active} />
                <p className="service-packages-muted" data-testid="package-detail-units">
                  {t('detail.units', { count: value.unitsUsing })} · {t('detail.unitsEver', { count: value.unitsEverUsing })}
                </p>
              </section>
              {mayEdit ? (
                <div className="action-grid service-packages-actions">
                  <IonButton fill="outline" routerLink={`/admin/service-package/${value.id}/edit`} data-testid="package-edit-button">
                    <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
                    {t('detail.edit')}
                  </IonButton>
                  <IonButton fill="outline" routerLink={`/admin/service-package/${value.id}/versions/new`} data-testid="package-new-version-button">
                    <IonIcon slot="start" icon={layersOutline} aria-hidden="true" />
                    {t('version.action')}
                  </IonButton>
                </div>
              ) : null}
              <h2 className="section-title">{t('versions.sectionTitle', { count: versions.length })}</h2>
              <PackageVersions versions={versions} thisMonth={toApiMonth(new Date())} />
          </DetailLayout>
        );
      }}
    </RecordPage>
  );
}
