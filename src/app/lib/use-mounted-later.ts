import { useEffect, useState } from 'react';

/**
 * False on the first render, true a task after it was committed. For parts of a screen nobody can use
 * in its first moment (pull to refresh, the infinite scroll's trigger, a closed toast): each is a web
 * component a slow phone upgrades on the main thread, and drawn with the screen they lengthen the task
 * that draws it; a task later they are a short task of their own.
 */
export function useMountedLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return later;
}
