import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the shell the screen can do without (the toast host, the update prompt), downloaded once `wanted`.
 * A lazy component whose download fails throws while rendering, and with nothing to catch it React takes the whole
 * app off the screen: an admin who lost the signal in the first seconds, before these arrived, was left with a blank
 * page. Here a failed download shows nothing, and is tried again when the device is back online.
 */
export function useOptionalPart<P extends object>(wanted: boolean, load: () => Promise<ComponentType<P>>): ComponentType<P> | null {
  const [part, setPart] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || part) return undefined;
    let live = true;
    const attempt = () => {
      load().then(
        (component) => {
          if (live) setPart(() => component);
        },
        () => {
          if (live) window.addEventListener('online', attempt, { once: true });
        },
      );
    };
    attempt();
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
  }, [wanted, part, load]);
  return part;
}
