import { useTranslation } from '@app/lib/use-translation';
import type { Administrator } from '@shared/contracts/administrators';
import { formatDateTime, formatDisplayDate } from '@shared/dates';
import { formatPhone } from '@shared/phone';
import { Fact, FactList } from '@app/kit/record/FactList';
import { DetailLayout, RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { AdminActions } from './AdminActions';
import { AdminAvatar } from './AdminAvatar';
import { PermissionSummary } from './PermissionSummary';
import { adminResource } from './resource';
import { StatusChip } from './StatusChip';
import { adminHistoryView } from './views';
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
  const page = useRecordPage(adminResource, { history: adminHistoryView });
  return (
    <RecordPage page={page} title={(value) => value?.name ?? t('detail.title')} backHref="/admin/admin-mgmt" namespace="administrators" testIdPrefix="admin">
      {(value) => (
        <DetailLayout testId="admin-detail" history={page.history}>
          <Profile admin={value} />
          <AdminActions admin={value} onChanged={page.changed} />
          <h2 className="section-title">{t('detail.permissionsTitle')}</h2>
          <PermissionSummary codes={value.permissions} />
        </DetailLayout>
      )}
    </RecordPage>
  );
}
