import { auditHistoryView } from '@app/kit/record/history-view';
import { REQUEST_ENTITY, requestHistoryLines } from './requests/request-history';
import { requestResource } from './resource';

/** A credit request's audit trail (made, receipt attached, cancelled or decided). */
export const requestHistoryView = auditHistoryView(requestResource, REQUEST_ENTITY, requestHistoryLines);
