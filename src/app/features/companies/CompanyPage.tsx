import { useTranslation } from '@app/lib/use-translation';
import { DetailLayout, RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { companyHistoryView } from './views';
import { ActiveChip } from './ActiveChip';
import { CompanyActions } from './CompanyActions';
import { CompanyFacts } from './CompanyFacts';
import { CompanyLogoEditor } from './CompanyLogoEditor';
import { companyResource } from './resource';
import './companies.css';

export default function CompanyPage() {
  const { t } = useTranslation('companies');
  const page = useRecordPage(companyResource, { history: companyHistoryView });
  return (
    <RecordPage page={page} title={(value) => value?.name ?? t('detail.title')} backHref="/admin/company" namespace="companies" testIdPrefix="company">
      {(value) => (
        <DetailLayout testId="company-detail" history={page.history}>
          <section className="companies-hero">
            <CompanyLogoEditor company={value} onChanged={page.changed} />
            <div className="companies-hero__text">
              <h1 className="companies-hero__name" data-testid="company-detail-name">
                {value.name}
              </h1>
              <p className="companies-hero__ssm">{t('card.ssm', { number: value.registrationNumber })}</p>
              <ActiveChip active={value.active} />
            </div>
          </section>
          <CompanyActions company={value} onChanged={page.changed} />
          <CompanyFacts company={value} />
        </DetailLayout>
      )}
    </RecordPage>
  );
}
