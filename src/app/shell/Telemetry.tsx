import { useEffect, useMemo, useRef } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useFirstIdle } from '../lib/use-first-idle';
import type { TelemetryHandle } from '../lib/telemetry-runtime';

/** The route pattern a path is shown by (`/admin/user-mgmt/:id`), never the path itself (it may hold an id); null for none. */
export function screenOf(pathname: string, routes: readonly { path: string }[]): string | null {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname))?.path ?? null;
}

/**
 * First-party analytics for the signed-in shell (issue 30): the runtime and web-vitals are fetched once the first
 * screen is usable, so they add nothing to the sign-in page or the first screen's download.
 */
export function Telemetry({ accountId, routes }: { accountId: string; routes: readonly { path: string }[] }) {
  const [idle] = useFirstIdle({ timeoutMs: 5_000, afterLoad: true });
  const { pathname } = useLocation();
  const screen = useMemo(() => screenOf(pathname, routes), [pathname, routes]);
  const latest = useRef(screen);
  latest.current = screen;
  /** The screen the page loaded on: its LCP is that screen's, even when the runtime arrives after a move. */
  const openedOn = useRef(screen);
  const handle = useRef<TelemetryHandle | null>(null);

  useEffect(() => {
    if (!idle) return;
    let stopped = false;
    void import('../lib/telemetry-runtime').then(
      ({ startTelemetry }) => {
        if (stopped) return;
        handle.current = startTelemetry(accountId, openedOn.current);
        handle.current.screen(latest.current);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      handle.current?.stop();
      handle.current = null;
    };
  }, [idle, accountId]);

  useEffect(() => handle.current?.screen(screen), [screen]);
  return null;
}
