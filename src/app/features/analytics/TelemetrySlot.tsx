import { useEffect, useRef } from 'react';
import { useSession } from '@app/lib/session';
import { startTelemetry, type TelemetryHandle } from '@app/lib/telemetry-runtime';
import { useCurrentScreen } from '@app/shell/current-screen';

/**
 * First-party analytics in the shell (kit/area.ts `slot`): draws nothing; starts the runtime and web-vitals, reports
 * the screen shown on every move (its route pattern, never the path), and LCP for the screen the page was opened on.
 * The account's opt-out is the runtime's to respect: it sends nothing for an account that said no.
 */
export default function TelemetrySlot() {
  const { profile } = useSession();
  const { screen, openedOn } = useCurrentScreen();
  const latest = useRef(screen);
  latest.current = screen;
  const handle = useRef<TelemetryHandle | null>(null);

  useEffect(() => {
    handle.current = startTelemetry(profile.id, openedOn);
    handle.current.screen(latest.current);
    return () => {
      handle.current?.stop();
      handle.current = null;
    };
  }, [profile.id, openedOn]);

  useEffect(() => handle.current?.screen(screen), [screen]);
  return null;
}
