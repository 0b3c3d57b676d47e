import { credit } from '@shared/contracts/credit';
import { api } from '@app/lib/api';
import { createFileUrlHook } from '@app/lib/use-file-url';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { requestResource } from '../resource';
import { localMyRequests, matchesStatus, myRequestsSearch, type MyRequestsQuery } from './request-list';

/** The signed-in admin's own requests, by status, saved for offline. */
export function useMyRequests(query: MyRequestsQuery) {
  return useResourceList(requestResource, { query, search: myRequestsSearch, local: localMyRequests, keep: matchesStatus });
}

/** One request, saved for offline; `replace` takes what a decision or a 409 answered. */
export function useRequest(id: string | undefined) {
  const { data: request, ...rest } = useResourceRecord(requestResource, id);
  return { request, ...rest };
}

/** The receipt of a request (by the request's id), fetched with the admin's token. */
export const useReceiptUrl = createFileUrlHook((id) => api.callBlob(credit.attachment, { params: { id } }));
