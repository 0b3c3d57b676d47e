import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordHistory } from '@app/kit/record/use-record-history';
import { companyHistoryView } from './views';
import { ActiveChip } from './ActiveChip';
import { CompanyActions } from './CompanyActions';
import { CompanyFacts } from './CompanyFacts';
import { CompanyHistory } from './CompanyHistory';
import { CompanyLogoEditor } from './CompanyLogoEditor';
import { useCompany } from './use-companies';
import './companies.css';

export default function CompanyPage() {
  const { t } = useTranslation('companies');
  const { id } = useParams<{ id: string }>();
  const { company, status, error, reload, replace, source, fetchedAt, stale } = useCompany(id);
  const history = useRecordHistory(companyHistoryView, id);
  // Back from the edit page: show what was just saved.
  useViewReturn(() => {
    void reload();
    void history.reload();
  });
  const refresh = () => Promise.all([reload(), history.reload()]);

  return (
    <RecordPage
      record={{ value: company, status, error, source, fetchedAt, stale }}
      title={(value) => value?.name ?? t('detail.title')}
      backHref="/admin/company"
      namespace="companies"
      testIdPrefix="company"
      refresh={refresh}
      retry={() => void reload()}
    >
      {(value) => {
        const changed = (next: typeof value) => {
          replace(next);
          void history.reload();
        };
        return (
          <div className="detail-layout" data-testid="company-detail">
            <div className="detail-layout__main">
              <section className="companies-hero">
                <CompanyLogoEditor company={value} onChanged={changed} />
                <div className="companies-hero__text">
                  <h1 className="companies-hero__name" data-testid="company-detail-name">
                    {value.name}
                  </h1>
                  <p className="companies-hero__ssm">{t('card.ssm', { number: value.registrationNumber })}</p>
                  <ActiveChip active={value.active} />
                </div>
              </section>
              <CompanyActions company={value} onChanged={changed} />
              <CompanyFacts company={value} />
            </div>
            {history.allowed ? (
              <div className="detail-layout__side">
                <h2 className="section-title">{t('detail.historyTitle')}</h2>
                <CompanyHistory history={history} />
              </div>
            ) : null}
          </div>
        );
      }}
    </RecordPage>
  );
}
