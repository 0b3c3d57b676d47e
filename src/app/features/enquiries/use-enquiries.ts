import { useCallback } from 'react';
import { enquiries, type EnquiryConversion, type EnquiryDetail, type UnitChoice } from '@shared/contracts/enquiries';
import { listings } from '@shared/contracts/plain/listings';
import type { Quote, QuoteRequest } from '@shared/contracts/reservations';
import { reservations } from '@shared/contracts/plain/reservations';
import { isApiError } from '@app/lib/api-errors';
import { encodeListParams } from '@shared/list-encode';
import { api } from '@app/lib/api';
import type { Outcome } from '@app/lib/use-mutation-runner';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { useResourceList } from '@app/kit/resource/use-resource';
import { useWrites } from '@app/kit/resource/use-writes';
import { enquiryListSearch, localEnquiryAnswer, type EnquiryListQuery } from './enquiry-query';
import { enquiryResource } from './resource';

/** The inbox: first page, more on scroll, pull to refresh, saved for offline. */
export function useEnquiryList(query: EnquiryListQuery) {
  return useResourceList(enquiryResource, { query, search: enquiryListSearch, local: localEnquiryAnswer });
}

export type Result = Outcome<EnquiryDetail>;

/** The writes of the inbox; each keeps its Idempotency-Key until it succeeds. */
export function useEnquiryMutations() {
  const { create, run, pending } = useWrites({ create: enquiries.create });
  const convert = useCallback(
    (id: string, body: EnquiryConversion): Promise<Result> =>
      run('convert', { id, body }, (idempotencyKey) =>
        api.call(enquiries.convert, { params: { id }, body, idempotencyKey }).catch((error: unknown) => {
          // A refusal (the nights were taken meanwhile) is said once, on the form, in the reader's words: no toast.
          if (isApiError(error) && error.status === 409) error.notified = true;
          throw error;
        })),
    [run],
  );
  return { create, convert, pending };
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

/** The units a conversion may book on these nights, free ones first; a taken one names the stay holding it. */
export async function unitChoicesFor(query: string, nights: { checkIn: string; checkOut: string }, signal: AbortSignal): Promise<UnitChoice[]> {
  const dated = nights.checkIn && nights.checkOut && nights.checkOut > nights.checkIn;
  const params = new URLSearchParams();
  if (query.trim()) params.set('search', query.trim());
  if (dated) {
    params.set('checkIn', nights.checkIn);
    params.set('checkOut', nights.checkOut);
  }
  const answer = await api.call(enquiries.unitChoices, { query: Object.fromEntries(params), signal });
  return answer.units;
}

/** The price and whether the nights are free, as the reservation form asks; null when it cannot be asked (no code, offline). */
export async function quoteStay(body: QuoteRequest): Promise<Quote | null> {
  try {
    return await api.call(reservations.quote, { body, quiet: true });
  } catch {
    return null;
  }
}
