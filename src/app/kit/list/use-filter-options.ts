import { useEffect, useState } from 'react';
import type { CallDescriptor, CallResult } from '@shared/contracts/call';
import { encodeListParams, MAX_LIMIT } from '@shared/list-encode';
import { api } from '@app/lib/api';
import type { CallInput } from '@app/lib/api-client';
import type { FilterOption } from './FilterSelect';

/**
 * The records a list may be narrowed to (an operator's companies, its properties), by name: few, so one page holds
 * them. `rows` names the answer's list of them. Until they come, or if they cannot, the filter offers "all" only;
 * the list itself still loads.
 */
export function useFilterOptions<R extends CallDescriptor>(call: R, rows: keyof CallResult<R> & string): FilterOption<string>[] {
  const [options, setOptions] = useState<FilterOption<string>[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const query = encodeListParams({ sort: { name: 'asc' }, pagination: { limit: MAX_LIMIT, currentPage: 1 } });
    // A list call takes no params (the list protocol is all in its query string).
    api.call(call, { query, signal: controller.signal } as unknown as CallInput<R>).then(
      (answer) => setOptions((answer[rows] as readonly { id: string; name: string }[]).map((row) => ({ value: row.id, label: row.name }))),
      () => undefined,
    );
    return () => controller.abort();
  }, [call, rows]);
  return options;
}
