import { useCallback, useEffect, useState } from 'react';
import { onIdle } from './on-idle';

export interface FirstIdleOptions {
  /** The longest wait for an idle moment: a page that never settles still gets what waits. */
  timeoutMs: number;
}

/**
 * False until the main thread first has a moment with nothing to do after the mount, so work nobody needs in a
 * screen's first moment stays out of the task that draws it on a slow phone (DESIGN.md §10). The second value makes
 * it true at once (a press that needs it now). What waits for the first screen's data instead uses `useAfterFirstScreen`.
 */
export function useFirstIdle({ timeoutMs }: FirstIdleOptions): [boolean, () => void] {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  const now = useCallback(() => setIdle(true), []);
  return [idle, now];
}
