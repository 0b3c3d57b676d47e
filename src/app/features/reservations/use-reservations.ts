import { useEffect, useRef, useState } from 'react';
import { listings } from '@shared/contracts/plain/listings';
import type { Quote, QuoteRequest } from '@shared/contracts/reservations';
import { reservations } from '@shared/contracts/plain/reservations';
import { encodeListParams } from '@shared/list-encode';
import { api } from '@app/lib/api';
import { isAbortError } from '@app/lib/api-errors';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { useWrites } from '@app/kit/resource/use-writes';
import { localReservationAnswer, reservationListSearch, type ReservationListQuery } from './reservation-query';
import { reservationResource } from './resource';

/** The list: first page, more on scroll, pull to refresh, saved for offline. */
export function useReservationList(query: ReservationListQuery) {
  return useResourceList(reservationResource, { query, search: (q, page) => reservationListSearch(q, page), local: (q) => localReservationAnswer(q) });
}

/** One stay with its payments and history, saved for offline. */
export function useReservation(id: string | undefined) {
  const { data: stay, ...rest } = useResourceRecord(reservationResource, id);
  return { stay, ...rest };
}

/** The online writes (create, edit, payment); each keeps its Idempotency-Key until it succeeds. */
export const useReservationMutations = () => useWrites({ create: reservations.create, update: reservations.update, addPayment: reservations.addPayment });

/** How long the form waits after the last change before it asks for a price. */
export const QUOTE_DEBOUNCE_MS = 350;

export type QuoteState = { status: 'idle' } | { status: 'loading'; quote: Quote | null } | { status: 'ready'; quote: Quote } | { status: 'error'; message: string };

/**
 * The price and availability of what the form holds, asked again as it changes (debounced); only the latest
 * answer counts. `null` request: nothing to ask yet.
 */
export function useQuote(request: QuoteRequest | null): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const key = request ? JSON.stringify(request) : '';
  const last = useRef<Quote | null>(null);
  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    const body = JSON.parse(key) as QuoteRequest;
    const controller = new AbortController();
    setState({ status: 'loading', quote: last.current });
    const timer = setTimeout(() => {
      api.call(reservations.quote, { body, signal: controller.signal }).then(
        (quote) => {
          last.current = quote;
          setState({ status: 'ready', quote });
        },
        (failure: unknown) => {
          if (!isAbortError(failure)) setState({ status: 'error', message: failure instanceof Error ? failure.message : '' });
        },
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return state;
}

const PICKER_LIMIT = 30;

/** Active units by number, property or room type, for the unit picker. */
export async function searchUnits(query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const answer = await api.call(listings.units, {
    query: encodeListParams({ filter: { search: query.trim() || undefined, status: 'active' }, sort: { unitNumber: 'asc' }, pagination: { limit: PICKER_LIMIT, currentPage: 1 } }),
    signal,
  });
  return answer.units.map((u) => ({ value: u.id, label: `${u.unitNumber} · ${u.propertyName}`, detail: u.roomTypeName }));
}

/** The unit a link names (the calendar's `?unitId=`), for the picker's label. */
export async function unitLabel(id: string, signal: AbortSignal): Promise<string> {
  const unit = await api.call(listings.unit, { params: { id }, signal });
  return `${unit.unitNumber} · ${unit.propertyName}`;
}
