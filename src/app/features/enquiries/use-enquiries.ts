import { useCallback } from 'react';
import { enquiries, type EnquiryConversion, type EnquiryDetail, type EnquiryMove, type NewEnquiry } from '@shared/contracts/enquiries';
import { listings } from '@shared/contracts/listings';
import { encodeListParams } from '@shared/list-params';
import { api } from '@app/lib/api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { enquiryListSearch, localEnquiryAnswer, type EnquiryListQuery } from './enquiry-query';
import { enquiryResource } from './resource';

/** The inbox: first page, more on scroll, pull to refresh, saved for offline. */
export function useEnquiryList(query: EnquiryListQuery) {
  return useResourceList(enquiryResource, { query, search: enquiryListSearch, local: localEnquiryAnswer });
}

/** One enquiry by id, saved for offline; `replace` takes the record a decision returned. */
export function useEnquiry(id: string | undefined) {
  const { data: enquiry, ...rest } = useResourceRecord(enquiryResource, id);
  return { enquiry, ...rest };
}

export type Result = Outcome<EnquiryDetail>;

/** The writes of the inbox; each keeps its Idempotency-Key until it succeeds. */
export function useEnquiryMutations() {
  const { run, pending } = useMutationRunner();
  const create = useCallback(
    (body: NewEnquiry): Promise<Result> => run('create', body, (idempotencyKey) => api.call(enquiries.create, { body, idempotencyKey })),
    [run],
  );
  const move = useCallback(
    (id: string, body: EnquiryMove): Promise<Result> =>
      run('move', { id, body }, (idempotencyKey) => api.call(enquiries.moveStatus, { params: { id }, body, idempotencyKey })),
    [run],
  );
  const convert = useCallback(
    (id: string, body: EnquiryConversion): Promise<Result> =>
      run('convert', { id, body }, (idempotencyKey) => api.call(enquiries.convert, { params: { id }, body, idempotencyKey })),
    [run],
  );
  return { create, move, convert, pending };
}

/** Bookable units by number, property or room type, for the unit an enquiry asks for or converts into. */
export async function searchUnits(query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const search = encodeListParams({
    filter: { search: query.trim() || undefined },
    sort: { unitNumber: 'asc' },
    pagination: { limit: 30, currentPage: 1 },
  });
  const answer = await api.call(listings.units, { query: search, signal });
  return answer.units.map((u) => ({ value: u.id, label: u.unitNumber, detail: `${u.propertyName} · ${u.roomTypeName}` }));
}
