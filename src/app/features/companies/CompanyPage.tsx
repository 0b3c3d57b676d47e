import { useTranslation } from '@app/lib/use-translation';
import { DetailLayout, RecordPage } from '@app/kit/record/RecordPage';
import { RecordHero } from '@app/kit/record/RecordHero';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { companyHistoryView } from './views';
import { ActiveChip } from '@app/kit/record/StateChip';
import { CompanyActions } from './CompanyActions';
import { CompanyFacts } from './CompanyFacts';
import { CompanyLogoEditor } from './CompanyLogoEditor';
import { companyResource } from './resource';

export default function CompanyPage() {
  const { t } = useTranslation('companies');
  const page = useRecordPage(companyResource, { history: companyHistoryView });
  return (
    <RecordPage page={page} title={(value) => value?.name ?? t('detail.title')} backHref="/admin/company" namespace="companies" testIdPrefix="company">
      {(value) => (
        <DetailLayout testId="company-detail" history={page.history}>
          <RecordHero
            leading={<CompanyLogoEditor company={value} onChanged={page.changed} />}
            name={value.name}
            nameTestId="company-detail-name"
            sub={t('card.ssm', { number: value.registrationNumber })}
            chips={<ActiveChip active={value.active} namespace="companies" testId="company-status" />}
          />
          <CompanyActions record={value} onChanged={page.changed} />
          <CompanyFacts company={value} />
        </DetailLayout>
      )}
    </RecordPage>
  );
}
