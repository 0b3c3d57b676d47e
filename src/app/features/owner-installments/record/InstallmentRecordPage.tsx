import { useTranslation } from '@app/lib/use-translation';
import { RecordColumn } from '@app/kit/record/RecordColumn';
import { DetailLayout, RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { INSTALLMENT_PATH } from '../paths';
import { installmentResource } from '../resource';
import { InstallmentStatusChip } from '../status-chip';
import { InstallmentActions } from './InstallmentActions';
import { InstallmentFacts } from './InstallmentFacts';
import { installmentHistoryView } from './installment-history';
import '../owner-installments.css';

/** One plan: where its money stands, its terms, the schedule month by month with its waivers, its actions and history. */
export default function InstallmentRecordPage() {
  const { t } = useTranslation('owner-installments');
  const page = useRecordPage(installmentResource, { history: installmentHistoryView });
  return (
    <RecordPage page={page} title={(plan) => plan?.title ?? t('detail.title')} backHref={INSTALLMENT_PATH} namespace="owner-installments" testIdPrefix="installment">
      {(plan) => (
        <DetailLayout testId="installment-detail" history={page.history}>
          <RecordColumn status={plan.status} head={<InstallmentStatusChip status={plan.status} />}>
            <InstallmentFacts plan={plan} />
            <InstallmentActions plan={plan} onChanged={page.changed} />
          </RecordColumn>
        </DetailLayout>
      )}
    </RecordPage>
  );
}
