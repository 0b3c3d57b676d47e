import { createOutline, layersOutline } from 'ionicons/icons';
import { LinkButton } from '@app/kit/action/LinkButton';
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
                <LinkButton href={`/admin/service-package/${value.id}/edit`} icon={createOutline} label={t('detail.edit')} testId="package-edit-button" />
                <LinkButton href={`/admin/service-package/${value.id}/versions/new`} icon={layersOutline} label={t('version.action')} testId="package-new-version-button" />
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
