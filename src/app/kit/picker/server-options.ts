import { useEffect, useRef, useState } from 'react';
import { isAbortError, isApiError } from '@app/lib/api-errors';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import type { PickerOption } from './PickerModal';

export interface ServerOptions {
  options: PickerOption[];
  /** The server answered 403: the admin lacks the view code of the records this picker chooses from. */
  refused: boolean;
}

/**
 * The matches of what was typed, asked of the server while the picker is open; only the latest answer counts. A 403
 * is kept apart from "no match": the admin may not see those records at all, and must not be told to type less.
 */
export function useServerOptions(open: boolean, query: string, search: (query: string, signal: AbortSignal) => Promise<PickerOption[]>): ServerOptions {
  const [answer, setAnswer] = useState<ServerOptions>({ options: [], refused: false });
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        searchRef.current(query, controller.signal).then(
          (options) => setAnswer({ options, refused: false }),
          (failure: unknown) => {
            if (!isAbortError(failure)) setAnswer({ options: [], refused: isApiError(failure) && failure.status === 403 });
          },
        );
      },
      query ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query]);

  return answer;
}
