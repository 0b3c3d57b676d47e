import { auditHistoryView } from '@app/kit/record/use-record-history';
import { companyResource } from './resource';

/** A company's audit trail. */
export const companyHistoryView = auditHistoryView(companyResource, 'companies.company');
