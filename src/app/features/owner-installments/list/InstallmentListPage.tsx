import { IonButton } from '@ionic/react';
import type { Installment } from '@shared/contracts/owner-installments';
import { formatYearMonth } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { P } from '@shared/permissions';
import { useTranslation } from '@app/lib/use-translation';
import { ListCard } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { INSTALLMENT_PATH, installmentPath } from '../paths';
import { InstallmentStatusChip } from '../status-chip';
import { searchOwners, useInstallmentList } from '../use-installments';
import { DEFAULT_INSTALLMENT_QUERY, type InstallmentQuery } from './installment-query';
import '../owner-installments.css';

/** The owner the list is narrowed to, chosen among owners (every owner unless chosen). */
function OwnerFilter({ query, onChange }: { query: InstallmentQuery; onChange(next: InstallmentQuery): void }) {
  const { t } = useTranslation('owner-installments');
  return (
    <div className="installment-filter">
      <ServerPickerField
        value={query.ownerId ? { value: query.ownerId, label: query.ownerName } : null}
        onChange={(option) => onChange({ ...query, ownerId: option.value, ownerName: option.label })}
        search={searchOwners}
        label={t('list.owner')}
        placeholder={t('list.allOwners')}
        searchPlaceholder={t('fields.ownerSearch')}
        testId="installment-filter-owner"
      />
      {query.ownerId ? (
        <IonButton fill="clear" size="small" onClick={() => onChange({ ...query, ownerId: '', ownerName: '' })} data-testid="installment-filter-owner-clear">
          {t('list.allOwners')}
        </IonButton>
      ) : null}
    </div>
  );
}

function InstallmentCard({ plan }: { plan: Installment }) {
  const { t, i18n } = useTranslation('owner-installments');
  const money = (sen: number) => formatMyr(sen, i18n.language);
  const month = (m: string) => formatYearMonth(m, i18n.language);
  return (
    <ListCard
      href={installmentPath(plan.id)}
      testId={`installment-card-${plan.id}`}
      title={plan.title}
      aside={plan.ownerName}
      lines={[
        t('list.balance', { due: money(plan.dueSen), principal: money(plan.principalSen) }),
        plan.nextDueMonth ? t('list.next', { month: month(plan.nextDueMonth) }) : t('list.period', { from: month(plan.startMonth), to: month(plan.endMonth) }),
      ]}
      chips={<InstallmentStatusChip status={plan.status} />}
      muted={plan.status === 'cancelled'}
    />
  );
}

/** Every plan, newest first: the running ones unless another status is chosen, for one owner or all. */
export default function InstallmentListPage() {
  const { t } = useTranslation('owner-installments');
  return (
    <ListPage
      namespace="owner-installments"
      initial={DEFAULT_INSTALLMENT_QUERY}
      useList={useInstallmentList}
      filters={{
        search: { placeholder: t('list.searchPlaceholder'), testId: 'installment-search' },
        segments: {
          key: 'status',
          label: t('list.status'),
          testIdPrefix: 'installment-status',
          options: [
            { value: 'active', label: t('status.active') },
            { value: 'settled', label: t('status.settled') },
            { value: '', label: t('list.all') },
          ],
        },
      }}
      moreFilters={(query, onChange) => <OwnerFilter query={query} onChange={onChange} />}
      filtered={(query) => query.ownerId !== ''}
      create={{ path: `${INSTALLMENT_PATH}/new`, permission: P.expenses.create, testId: 'installment-create-button' }}
      testIdPrefix="installment"
    >
      {(plan) => <InstallmentCard key={plan.id} plan={plan} />}
    </ListPage>
  );
}
