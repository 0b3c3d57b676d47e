import { useTranslation } from '@app/lib/use-translation';
import type { Enquiry } from '@shared/contracts/enquiries';
import { formatDateTime } from '@shared/dates';
import { ListCard } from '@app/kit/list/ListCard';
import { datesWanted, wanted } from './enquiry-display';
import { EnquiryStatusChip } from './EnquiryStatusChip';

export function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  const { t, i18n } = useTranslation('enquiries');
  const dates = datesWanted(enquiry, i18n.language);
  const lines = [
    dates ?? t('card.noDates'),
    [wanted(enquiry), t('card.guests', { count: enquiry.adults + enquiry.children })].filter(Boolean).join(' · '),
    enquiry.message ?? '',
  ].filter(Boolean);
  return (
    <ListCard
      href={`/admin/enquiry/${enquiry.id}`}
      testId={`enquiry-card-${enquiry.id}`}
      title={enquiry.name}
      lines={lines}
      chips={<EnquiryStatusChip status={enquiry.status} />}
      meta={`${t(`channel.${enquiry.channel}`)} · ${formatDateTime(enquiry.createdAt, i18n.language)}`}
    />
  );
}
