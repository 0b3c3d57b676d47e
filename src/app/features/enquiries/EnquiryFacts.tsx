import { Fact, FactList } from '@app/kit/record/FactList';
import { useTranslation } from '@app/lib/use-translation';
import { regionName } from '@app/lib/region-name';
import type { EnquiryDetail } from '@shared/contracts/enquiries';
import { formatDateTime } from '@shared/dates';
import { ContactItem } from '@app/kit/contact/ContactItem';
import { datesWanted, wanted } from './enquiry-display';

/** What was asked, and how to answer. */
export function EnquiryFacts({ enquiry }: { enquiry: EnquiryDetail }) {
  const { t, i18n } = useTranslation('enquiries');
  const none = t('detail.none');
  return (
    <>
      <h2 className="section-title">{t('detail.message')}</h2>
      <p className="enquiries-message" data-testid="enquiry-detail-message">{enquiry.message ?? t('detail.noMessage')}</p>
      <FactList title={t('detail.wanted')}>
        <Fact label={t('fields.dates')} value={datesWanted(enquiry, i18n.language) ?? none} testId="enquiry-detail-dates" />
        <Fact label={t('fields.wanted')} value={wanted(enquiry) ?? none} />
        <Fact label={t('fields.guests')} value={t('detail.guests', { adults: enquiry.adults, children: enquiry.children })} />
        <Fact label={t('fields.channel')} value={t(`channel.${enquiry.channel}`)} />
        <Fact label={t('detail.nationality')} value={regionName(enquiry.guestNationality, i18n.language) ?? none} testId="enquiry-detail-nationality" />
        <Fact label={t('detail.received')} value={formatDateTime(enquiry.createdAt, i18n.language)} />
      </FactList>
      <FactList title={t('detail.contact')}>
        <ContactItem kind="phone" value={enquiry.phone} label={t('fields.phone')} none={none} testId="enquiry-detail-phone" />
        <ContactItem kind="email" value={enquiry.email} label={t('fields.email')} none={none} testId="enquiry-detail-email" />
      </FactList>
    </>
  );
}
