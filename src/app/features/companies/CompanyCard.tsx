import { useTranslation } from '@app/lib/use-translation';
import type { Company } from '@shared/contracts/companies';
import { ListCard } from '@app/kit/list/ListCard';
import { ActiveChip } from '@app/kit/record/StateChip';
import { CompanyLogoImage } from './CompanyLogoImage';

export function CompanyCard({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  return (
    <ListCard
      href={`/admin/company/${company.id}`}
      testId={`company-card-${company.registrationNumber}`}
      muted={!company.active}
      leading={<CompanyLogoImage company={company} size={48} />}
      title={company.name}
      lines={[t('card.ssm', { number: company.registrationNumber }), `${company.city} · ${t('card.properties', { count: company.propertyCount })}`]}
      chips={<ActiveChip active={company.active} namespace="companies" testId="company-status" />}
    />
  );
}
