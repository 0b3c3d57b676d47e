import { useCallback, useMemo, useRef } from 'react';
import { useRemoteRecord } from '@app/lib/use-remote-record';
import { viewKey, type ResourceView } from './define-view';

/**
 * A view's answer for these params (nothing is asked while they are undefined): the saved copy first,
 * then the server's, kept on the device; `source`, `fetchedAt` and `stale` say how old it is.
 */
export function useResourceView<T, P>(view: ResourceView<T, P>, params: P | undefined) {
  const key = params === undefined ? undefined : viewKey(view, params);
  // The read is called for the key of this render, so it reads this render's params.
  const latest = useRef(params);
  latest.current = params;
  const read = useCallback(() => view.read(latest.current as P), [view]);
  const cache = useMemo(() => ({ type: view.type, idOf: view.idOf, matches: view.matches }), [view]);
  return useRemoteRecord<T>(key, read, { cache });
}

export type ViewState<T> = ReturnType<typeof useResourceView<T, unknown>>;
