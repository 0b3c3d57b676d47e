import { auditHistoryView } from '@app/kit/record/history-view';
import { companyHistoryLines } from './company-history';
import { companyResource } from './resource';

/** A company's audit trail. */
export const companyHistoryView = auditHistoryView(companyResource, 'companies.company', companyHistoryLines);
