import { auditHistoryView } from '@app/kit/record/use-record-history';
import { REQUEST_ENTITY } from './requests/request-history';
import { requestResource } from './resource';

/** A credit request's audit trail (made, receipt attached, cancelled or decided). */
export const requestHistoryView = auditHistoryView(requestResource, REQUEST_ENTITY);
