import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen, and from then on. A list of cards with photos
 * fetched and decoded every photo of every card at once (the DSR check queue: 2.7 s of blocked main thread on a
 * phone); fetched as they come near, the first screen pays only for what it shows. Where the browser cannot
 * tell, the element counts as near at once.
 */
export function useNearView(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
