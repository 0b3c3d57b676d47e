import type { ReactElement } from 'react';

export interface StoredPhoto {
  id: string;
  /** Alt text of the thumbnail and the viewer, e.g. "Bank slip 1 of 2". */
  alt: string;
}

export interface PhotoStripProps {
  photos: StoredPhoto[];
  /** Fetches one stored photo (or PDF); a PDF opens in a new tab instead of the viewer. */
  load(id: string): Promise<Blob>;
  testId: string;
}

// Interface first (the app helpers code against it); the body follows.
export function PhotoStrip(props: PhotoStripProps): ReactElement {
  return <div data-testid={props.testId} />;
}
