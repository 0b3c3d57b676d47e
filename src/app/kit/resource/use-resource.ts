import { useCallback, useMemo, useRef } from 'react';
import type { CallDescriptor, CallResult } from '@shared/contracts/call';
import { api } from '@app/lib/api';
import type { CallInput } from '@app/lib/api-client';
import { usePagedList } from '@app/lib/use-paged-list';
import { useRemoteRecord } from '@app/lib/use-remote-record';
import { listCacheQuery, type LocalAnswer } from '@app/offline/cache';
import { PAGE_SIZE } from '../constants';
import type { Resource } from './define-resource';

/** One record of a resource by id, saved for offline; `replace` takes the record a decision or a 409 returned. */
export function useResourceRecord<T, R extends CallDescriptor>(resource: Resource<T, CallDescriptor, R>, id: string | undefined) {
  const { record, type, recordParam = 'id' } = resource;
  const fetch = useCallback(
    (key: string) => {
      if (!record) throw new Error(`The ${type} resource is read only as a list`);
      return api.call(record, { params: { [recordParam]: key } } as CallInput<R>);
    },
    [record, recordParam, type],
  );
  return useRemoteRecord<CallResult<R>>(id, fetch, { cache: { type } });
}

export interface ResourceListOptions<T, Q, L extends CallDescriptor = CallDescriptor> {
  /** The screen's filter, search and sort; a new value (compared as JSON) starts the list again. */
  query: Q;
  /** One page's query string in the list protocol. */
  search(query: Q, page: number): string;
  /** Answers a filter never fetched on this device from the saved rows. */
  local?(query: Q): LocalAnswer<T>;
  /** Whether a row, with its pending decisions on top, still belongs to the list. */
  keep?(query: Q): (row: T) => boolean;
  /** Another list call with the same rows, for a query served by its own path (a segment). */
  via?(query: Q): CallDescriptor;
  /** Reads more of each page's answer than its rows (the inbox's counts per kind). */
  onAnswer?(answer: CallResult<L>): void;
}

/** A resource's paged list: first page, more for infinite scroll, pull to refresh, saved for offline. */
export function useResourceList<T, L extends CallDescriptor, Q>(resource: Resource<T, L>, options: ResourceListOptions<T, Q, L>) {
  const queryKey = JSON.stringify(options.query);
  // The caller may build its query and callbacks anew on every render: one query object per
  // distinct query, and the callbacks read when they are needed.
  const query = useMemo(() => JSON.parse(queryKey) as Q, [queryKey]);
  const latest = useRef(options);
  latest.current = options;
  const descriptor = (options.via?.(query) ?? resource.list) as L;

  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) => {
      // A list call takes no params (the list protocol is all in its query string).
      const input = { query: latest.current.search(query, page), signal } as unknown as CallInput<L>;
      const answer = await api.call(descriptor, input);
      latest.current.onAnswer?.(answer);
      return resource.rows(answer);
    },
    [descriptor, query, resource],
  );
  const cache = useMemo(
    () => ({
      type: resource.type,
      query: listCacheQuery(descriptor.path, latest.current.search(query, 1)),
      local: latest.current.local?.(query),
      keep: latest.current.keep?.(query),
    }),
    [descriptor, query, resource],
  );
  return usePagedList({ key: queryKey, limit: PAGE_SIZE, fetchPage, getId: resource.id, cache });
}
