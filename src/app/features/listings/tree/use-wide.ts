import { useEffect, useState } from 'react';

/** From this width the tree shows the list beside the record (a tablet held either way, a desktop). */
export const SPLIT_MIN_WIDTH = 768;
const QUERY = `(min-width: ${SPLIT_MIN_WIDTH}px)`;

/** Whether the screen is wide enough for the split view, following a rotation or a resized window. */
export function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const follow = () => setWide(media.matches);
    media.addEventListener('change', follow);
    follow();
    return () => media.removeEventListener('change', follow);
  }, []);
  return wide;
}
