import { useParams } from 'react-router-dom';
import { IonContent } from '@ionic/react';
import { DSR_OPEN_STATUSES } from '@shared/contracts/plain/dsr';
import { useTranslation } from '@app/lib/use-translation';
import { useResourceRecord } from '@app/kit/resource/use-resource';
import { PageHeader } from '@app/shell/PageHeader';
import { StateView } from '@app/shell/StateView';
import { reportResource } from '../resource';
import { reportPath } from '../reports/ReportCard';
import { ReportForm } from './ReportForm';
import '../dsr.css';

const isOpen = (status: string) => (DSR_OPEN_STATUSES as readonly string[]).includes(status);

/** `/admin/report/:id/edit`: a draft or returned report, corrected and saved or submitted again. */
function EditReport({ id }: { id: string }) {
  const { t } = useTranslation('dsr');
  const record = useResourceRecord(reportResource, id);
  const report = record.data;
  if (report && isOpen(report.status)) return <ReportForm key={`${report.id}:${report.version}`} report={report} />;
  return (
    <>
      <PageHeader title={t('edit.title')} backHref={reportPath(id)} />
      <IonContent className="page-content">
        {report ? (
          <StateView kind="empty" title={t('edit.closedTitle')} detail={t('edit.closedDetail')} testId="dsr-edit-closed" />
        ) : record.status === 'error' ? (
          <StateView kind="error" title={t('detail.errorTitle')} actionLabel={t('detail.retry')} onAction={() => void record.reload()} testId="dsr-edit-error" />
        ) : (
          <p className="dsr-muted ion-padding" role="status" data-testid="dsr-edit-loading">{t('detail.loading')}</p>
        )}
      </IonContent>
    </>
  );
}

/** `/admin/report/new` and `/admin/report/:id/edit`. */
export default function ReportFormPage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <EditReport id={id} /> : <ReportForm report={null} />;
}
