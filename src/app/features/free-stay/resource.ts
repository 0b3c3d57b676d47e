import type { FreeStayRequest } from '@shared/contracts/free-stay';
import { freeStay } from '@shared/contracts/plain/free-stay';
import { defineResource } from '@app/kit/resource/define-resource';

/** Free-stay requests, the records the list, the approval cards and the decisions touch. */
export const requestResource = defineResource({
  type: 'free-stay.request',
  list: freeStay.list,
  record: freeStay.get,
  rows: (answer) => ({ items: answer.requests, totalCount: answer.totalCount }),
  id: (request: FreeStayRequest) => request.id,
});

/**
 * The owner's own requests in the portal: their own record type, since the cache is claimed for the signed-in
 * account and an owner's rows never mix with an admin's.
 */
export const portalRequestResource = defineResource({
  type: 'free-stay.portal-request',
  list: freeStay.list,
  record: freeStay.get,
  rows: (answer) => ({ items: answer.requests, totalCount: answer.totalCount }),
  id: (request: FreeStayRequest) => request.id,
});
