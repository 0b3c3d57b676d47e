import { personAddOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { ALL_PERMISSION_CODES, describeCode, P } from '@shared/permissions';
import { anyOf, yesNoOptions } from '@app/kit/list/FilterSelect';
import { ListPage } from '@app/kit/list/ListPage';
import { AdminCard } from './AdminCard';
import { DEFAULT_ADMIN_QUERY } from './administrators-api';
import { useAdministratorList } from './use-administrator-list';
import './admin-list.css';

export default function AdminListPage() {
  const { t } = useTranslation('administrators');
  const { t: tp } = useTranslation('permissions');
  const codeLabel = (code: number) => {
    const described = describeCode(code);
    return described ? `${tp(`areas.${described.area}`)} · ${tp(`actions.${described.action}`)}` : String(code);
  };
  return (
    <ListPage
      namespace="administrators"
      initial={DEFAULT_ADMIN_QUERY}
      useList={useAdministratorList}
      filters={{
        search: { placeholder: t('list.searchPlaceholder'), testId: 'admin-search' },
        selects: [
          { key: 'permission', label: t('list.filterPermission'), wide: true, testId: 'admin-filter-permission', options: anyOf(t('list.anyPermission'), ALL_PERMISSION_CODES, codeLabel) },
          { key: 'active', label: t('list.filterStatus'), testId: 'admin-filter-status', options: yesNoOptions(t('list.allStatuses'), t('status.active'), t('status.inactive')) },
          {
            key: 'sort',
            sort: true,
            label: t('list.sort'),
            testId: 'admin-sort',
            options: [
              { value: 'name', label: t('list.sortName') },
              { value: 'newest', label: t('list.sortNewest') },
            ],
          },
        ],
      }}
      create={{ path: '/admin/admin-mgmt/new', permission: P.admin.create, testId: 'register-admin-button', label: 'register.title', icon: personAddOutline }}
      testIdPrefix="admin"
    >
      {(admin) => <AdminCard key={admin.id} admin={admin} />}
    </ListPage>
  );
}
