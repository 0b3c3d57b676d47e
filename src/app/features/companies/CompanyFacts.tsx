import { Fact, FactList } from '@app/kit/record/FactList';
import { useTranslation } from '@app/lib/use-translation';
import type { Company } from '@shared/contracts/companies';
import { formatPhone } from '@shared/phone';
import { addressLines } from './company-display';

export function CompanyFacts({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const none = t('detail.none');
  return (
    <>
      <FactList title={t('detail.registration')}>
        <Fact label={t('fields.registrationNumber')} value={company.registrationNumber} testId="company-detail-ssm" />
        <Fact label={t('fields.sstNumber')} value={company.sstNumber ?? none} testId="company-detail-sst" />
        <Fact label={t('fields.tourismTaxNumber')} value={company.tourismTaxNumber ?? none} />
        <Fact label={t('detail.operates')} value={t('card.properties', { count: company.propertyCount })} testId="company-detail-properties" />
      </FactList>
      <FactList title={t('detail.contact')}>
        <Fact label={t('detail.address')} value={addressLines(company)} testId="company-detail-address" />
        <Fact label={t('fields.phone')} value={company.phone ? formatPhone(company.phone) : none} />
        <Fact label={t('fields.email')} value={company.email ?? none} />
      </FactList>
      <FactList title={t('detail.bank')}>
        <Fact label={t('fields.bankName')} value={company.bankName ?? none} testId="company-detail-bank" />
        <Fact label={t('fields.bankAccountNumber')} value={company.bankAccountNumber ?? none} />
      </FactList>
    </>
  );
}
