import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { Administrator } from '@shared/contracts/administrators';
import { formatDateTime, formatDisplayDate } from '@shared/dates';
import { formatPhone } from '@shared/phone';
import { useViewReturn } from '@app/lib/use-view-return';
import { Fact, FactList } from '@app/kit/record/FactList';
import { RecordPage } from '@app/kit/record/RecordPage';
import { AdminActions } from './AdminActions';
import { AdminAvatar } from './AdminAvatar';
import { AdminHistory } from './AdminHistory';
import { PermissionSummary } from './PermissionSummary';
import { StatusChip } from './StatusChip';
import { useAdminHistory } from './use-admin-history';
import { useAdministrator } from './use-administrator';
import './admin-detail.css';

function Profile({ admin }: { admin: Administrator }) {
  const { t, i18n } = useTranslation('administrators');
  const dash = '—';
  return (
    <>
      <section className="detail-hero">
        <AdminAvatar name={admin.name} size={64} muted={!admin.active} />
        <div>
          <h1 className="detail-hero__name" data-testid="admin-detail-name">
            {admin.name}
          </h1>
          <p className="detail-hero__email">{admin.email}</p>
          <StatusChip active={admin.active} />
        </div>
      </section>
      <FactList>
        <Fact label={t('fields.accountNumber')} value={admin.accountNumber} />
        <Fact label={t('fields.phoneShort')} value={admin.phone ? formatPhone(admin.phone) : dash} testId="admin-detail-phone" />
        <Fact label={t('fields.createdAt')} value={formatDisplayDate(admin.createdAt, i18n.language)} />
        <Fact label={t('fields.lastLoginAt')} value={admin.lastLoginAt ? formatDateTime(admin.lastLoginAt, i18n.language) : t('detail.neverSignedIn')} />
        {admin.mustChangePassword ? <Fact label={t('fields.password')} value={t('detail.mustChangePassword')} /> : null}
      </FactList>
    </>
  );
}

export default function AdminDetailPage() {
  const { t } = useTranslation('administrators');
  const { id } = useParams<{ id: string }>();
  const { admin, status, error, reload, replace, source, fetchedAt, stale } = useAdministrator(id);
  const history = useAdminHistory(id);
  // Coming back from edit or permissions: show what was just saved.
  useViewReturn(() => {
    void reload();
    void history.reload();
  });

  const refresh = () => Promise.all([reload(), history.reload()]);

  return (
    <RecordPage
      record={{ value: admin, status, error, source, fetchedAt, stale }}
      title={(value) => value?.name ?? t('detail.title')}
      backHref="/admin/admin-mgmt"
      namespace="administrators"
      testIdPrefix="admin"
      refresh={refresh}
      retry={() => void reload()}
    >
      {(value) => (
        <div className="detail-layout" data-testid="admin-detail">
          <div className="detail-layout__main">
            <Profile admin={value} />
            <AdminActions
              admin={value}
              onChanged={(next) => {
                replace(next);
                void history.reload();
              }}
            />
            <h2 className="section-title">{t('detail.permissionsTitle')}</h2>
            <PermissionSummary codes={value.permissions} />
          </div>
          <div className="detail-layout__side">
            <h2 className="section-title">{t('detail.historyTitle')}</h2>
            <AdminHistory entries={history.entries} status={history.status} onRetry={() => void history.reload()} />
          </div>
        </div>
      )}
    </RecordPage>
  );
}
