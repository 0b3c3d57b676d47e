import { IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { useTranslation } from '@app/lib/use-translation';
import type { EnquiryDetail } from '@shared/contracts/enquiries';
import { formatDateTime } from '@shared/dates';
import { ContactItem } from '@app/kit/contact/ContactItem';
import { datesWanted, wanted } from './enquiry-display';

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

function regionName(iso: string, language: string): string {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/** What was asked, and how to answer. */
export function EnquiryFacts({ enquiry }: { enquiry: EnquiryDetail }) {
  const { t, i18n } = useTranslation('enquiries');
  const none = t('detail.none');
  return (
    <>
      <h2 className="section-title">{t('detail.message')}</h2>
      <p className="enquiries-message" data-testid="enquiry-detail-message">{enquiry.message ?? t('detail.noMessage')}</p>
      <h2 className="section-title">{t('detail.wanted')}</h2>
      <IonList inset className="detail-list">
        <Fact label={t('fields.dates')} value={datesWanted(enquiry, i18n.language) ?? none} testId="enquiry-detail-dates" />
        <Fact label={t('fields.wanted')} value={wanted(enquiry) ?? none} />
        <Fact label={t('fields.guests')} value={t('detail.guests', { adults: enquiry.adults, children: enquiry.children })} />
        <Fact label={t('fields.channel')} value={t(`channel.${enquiry.channel}`)} />
        <Fact label={t('detail.nationality')} value={enquiry.guestNationality ? regionName(enquiry.guestNationality, i18n.language) : none} testId="enquiry-detail-nationality" />
        <Fact label={t('detail.received')} value={formatDateTime(enquiry.createdAt, i18n.language)} />
      </IonList>
      <h2 className="section-title">{t('detail.contact')}</h2>
      <IonList inset className="detail-list">
        <ContactItem kind="phone" value={enquiry.phone} label={t('fields.phone')} none={none} testId="enquiry-detail-phone" />
        <ContactItem kind="email" value={enquiry.email} label={t('fields.email')} none={none} testId="enquiry-detail-email" />
      </IonList>
    </>
  );
}
