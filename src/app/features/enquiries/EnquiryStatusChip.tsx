import type { EnquiryStatus } from '@shared/contracts/enquiries';
import { statusChip } from '@app/kit/record/StateChip';
import { STATUS_TONE } from './enquiry-display';
import './enquiries.css';

export const EnquiryStatusChip = statusChip<EnquiryStatus>({ namespace: 'enquiries', className: 'enquiries-chip', tone: (status) => STATUS_TONE[status], testId: 'enquiry-status' });
