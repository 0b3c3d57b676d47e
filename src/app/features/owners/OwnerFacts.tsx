import { IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { useTranslation } from '@app/lib/use-translation';
import type { Owner } from '@shared/contracts/owners';
import { ContactItem } from '@app/kit/contact/ContactItem';
import { LANGUAGE_NAMES } from '@app/lib/language-names';
import { ownerAddress } from './owner-display';

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

export function OwnerFacts({ owner }: { owner: Owner }) {
  const { t } = useTranslation('owners');
  const none = t('detail.none');
  return (
    <>
      <h2 className="section-title">{t('detail.contact')}</h2>
      <IonList inset className="detail-list">
        <ContactItem kind="phone" value={owner.phone} label={t('fields.phone')} none={none} testId="owner-detail-phone" />
        <ContactItem kind="email" value={owner.email} label={t('fields.email')} none={none} testId="owner-detail-email" />
        <Fact label={t('detail.address')} value={ownerAddress(owner) ?? none} testId="owner-detail-address" />
        <Fact label={t('fields.preferredLanguage')} value={LANGUAGE_NAMES[owner.preferredLanguage]} />
      </IonList>
      <h2 className="section-title">{t('detail.identity')}</h2>
      <IonList inset className="detail-list">
        <Fact label={owner.idType ? t(`idTypes.${owner.idType}`) : t('fields.idNumber')} value={owner.idNumber ?? none} testId="owner-detail-id" />
        <Fact label={t('fields.accountNumber')} value={owner.accountNumber} testId="owner-detail-account" />
      </IonList>
      <h2 className="section-title">{t('detail.bank')}</h2>
      <IonList inset className="detail-list">
        <Fact label={t('fields.bankName')} value={owner.bankName ?? none} testId="owner-detail-bank" />
        <Fact label={t('fields.bankAccountNumber')} value={owner.bankAccountNumber ?? none} testId="owner-detail-bank-account" />
      </IonList>
    </>
  );
}
