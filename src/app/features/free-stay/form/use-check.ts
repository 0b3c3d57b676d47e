import { useEffect, useRef, useState } from 'react';
import type { FreeStayCheck, FreeStayCheckRequest } from '@shared/contracts/free-stay';
import { freeStay } from '@shared/contracts/plain/free-stay';
import { api } from '@app/lib/api';
import { isAbortError } from '@app/lib/api-errors';
import { FIELD_CHECK_DEBOUNCE_MS } from '@app/kit/constants';

export type CheckState =
  | { status: 'idle' }
  | { status: 'loading'; check: FreeStayCheck | null }
  | { status: 'ready'; check: FreeStayCheck }
  | { status: 'offline' }
  | { status: 'error'; message: string };

/**
 * Each night's quota and the unit's availability for what the form holds, asked again as it changes (debounced);
 * only the latest answer counts. `null` request: nothing to ask yet. Offline there is nothing to ask.
 */
export function useFreeStayCheck(request: FreeStayCheckRequest | null, online: boolean): CheckState {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const key = request ? JSON.stringify(request) : '';
  const last = useRef<FreeStayCheck | null>(null);
  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    if (!online) {
      setState({ status: 'offline' });
      return;
    }
    const body = JSON.parse(key) as FreeStayCheckRequest;
    const controller = new AbortController();
    setState({ status: 'loading', check: last.current });
    const timer = setTimeout(() => {
      api.call(freeStay.check, { body, signal: controller.signal, quiet: true }).then(
        (check) => {
          last.current = check;
          setState({ status: 'ready', check });
        },
        (failure: unknown) => {
          if (!isAbortError(failure)) setState({ status: 'error', message: failure instanceof Error ? failure.message : '' });
        },
      );
    }, FIELD_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, online]);
  return state;
}
