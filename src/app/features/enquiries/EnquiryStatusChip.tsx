import { useTranslation } from '@app/lib/use-translation';
import type { EnquiryStatus } from '@shared/contracts/enquiries';
import { Chip } from '@app/shell/Chip';
import { STATUS_TONE } from './enquiry-display';
import './enquiries.css';

export function EnquiryStatusChip({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation('enquiries');
  return (
    <Chip className={`enquiries-chip enquiries-chip--${STATUS_TONE[status]}`} data-testid="enquiry-status">
      <span>{t(`status.${status}`)}</span>
    </Chip>
  );
}
