import type { ReactElement } from 'react';

export interface PhotoViewerProps {
  open: boolean;
  /** An object URL or a URL of the image to show. */
  src: string | null;
  alt: string;
  onClose(): void;
}

// Interface first (the app helpers code against it); the body follows.
export function PhotoViewer(props: PhotoViewerProps): ReactElement | null {
  return props.open ? <div /> : null;
}
