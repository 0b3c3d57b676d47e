import { Fact, FactList } from '@app/kit/record/FactList';
import { useTranslation } from '@app/lib/use-translation';
import type { Owner } from '@shared/contracts/owners';
import { ContactItem } from '@app/kit/contact/ContactItem';
import { LANGUAGE_NAMES } from '@app/lib/language-names';
import { ownerAddress } from './owner-display';

export function OwnerFacts({ owner }: { owner: Owner }) {
  const { t } = useTranslation('owners');
  const none = t('detail.none');
  return (
    <>
      <FactList title={t('detail.contact')}>
        <ContactItem kind="phone" value={owner.phone} label={t('fields.phone')} none={none} testId="owner-detail-phone" />
        <ContactItem kind="email" value={owner.email} label={t('fields.email')} none={none} testId="owner-detail-email" />
        <Fact label={t('detail.address')} value={ownerAddress(owner) ?? none} testId="owner-detail-address" />
        <Fact label={t('fields.preferredLanguage')} value={LANGUAGE_NAMES[owner.preferredLanguage]} />
      </FactList>
      <FactList title={t('detail.identity')}>
        <Fact label={owner.idType ? t(`idTypes.${owner.idType}`) : t('fields.idNumber')} value={owner.idNumber ?? none} testId="owner-detail-id" />
        <Fact label={t('fields.accountNumber')} value={owner.accountNumber} testId="owner-detail-account" />
      </FactList>
      <FactList title={t('detail.bank')}>
        <Fact label={t('fields.bankName')} value={owner.bankName ?? none} testId="owner-detail-bank" />
        <Fact label={t('fields.bankAccountNumber')} value={owner.bankAccountNumber ?? none} testId="owner-detail-bank-account" />
      </FactList>
    </>
  );
}
