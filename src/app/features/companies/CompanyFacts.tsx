import { IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { useTranslation } from '@app/lib/use-translation';
import type { Company } from '@shared/contracts/companies';
import { formatPhone } from '@shared/phone';
import { addressLines } from './company-display';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <IonItem lines="inset">
      <IonLabel className="ion-text-wrap">
        <p className="field-label">{label}</p>
        <h3 data-testid={testId}>{value}</h3>
      </IonLabel>
    </IonItem>
  );
}

export function CompanyFacts({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const none = t('detail.none');
  return (
    <>
      <h2 className="section-title">{t('detail.registration')}</h2>
      <IonList inset className="detail-list">
        <Fact label={t('fields.registrationNumber')} value={company.registrationNumber} testId="company-detail-ssm" />
        <Fact label={t('fields.sstNumber')} value={company.sstNumber ?? none} testId="company-detail-sst" />
        <Fact label={t('fields.tourismTaxNumber')} value={company.tourismTaxNumber ?? none} />
        <Fact label={t('detail.operates')} value={t('card.properties', { count: company.propertyCount })} testId="company-detail-properties" />
      </IonList>
      <h2 className="section-title">{t('detail.contact')}</h2>
      <IonList inset className="detail-list">
        <Fact label={t('detail.address')} value={addressLines(company)} testId="company-detail-address" />
        <Fact label={t('fields.phone')} value={company.phone ? formatPhone(company.phone) : none} />
        <Fact label={t('fields.email')} value={company.email ?? none} />
      </IonList>
      <h2 className="section-title">{t('detail.bank')}</h2>
      <IonList inset className="detail-list">
        <Fact label={t('fields.bankName')} value={company.bankName ?? none} testId="company-detail-bank" />
        <Fact label={t('fields.bankAccountNumber')} value={company.bankAccountNumber ?? none} />
      </IonList>
    </>
  );
}
