import { auditHistoryView } from '@app/kit/record/use-record-history';
import { requestResource } from './resource';

/** A credit request's audit trail (made, receipt attached, cancelled or decided). */
export const requestHistoryView = auditHistoryView(requestResource, 'credit.request');
