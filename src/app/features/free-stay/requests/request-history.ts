import { remarkOf, toneOf, type HistoryLines } from '@app/kit/record/history-lines';

/** The audit entry's entity for a free-stay request (the server's table name). */
export const REQUEST_ENTITY = 'free-stay.request';

/** How a request's history reads: approvals as good news, rejections and cancels as the end of the road, with their remarks. */
export const requestHistoryLines: HistoryLines = {
  namespace: 'free-stay',
  keyPrefix: 'request',
  testId: 'free-stay-history',
  tone: toneOf(['free-stay.approve'], ['free-stay.reject', 'free-stay.cancel']),
  remark: remarkOf(['free-stay.approve', 'free-stay.reject', 'free-stay.cancel']),
};
