import type { ReactElement } from 'react';
import type { ZoomFrameControl } from './use-zoom-frame';
import './zoom-frame.css';

export interface ZoomFrameProps {
  /** From `useZoomFrame`: the zoom, the pan and the gestures that change them. */
  control: ZoomFrameControl;
  src: string | null;
  alt: string;
  /** The caller's size and look of the frame (and its touch-action at 1×). */
  className: string;
  testId: string;
}

/** The picture in its frame, zoomed and moved as `control` says; the frame carries the zoom in `data-zoom`. */
export function ZoomFrame({ control, src, alt, className, testId }: ZoomFrameProps): ReactElement {
  const { zoom, offset, canZoomOut, frame } = control;
  return (
    <div {...frame} className={`zoom-frame ${className}${canZoomOut ? ' zoom-frame--zoomed' : ''}`} data-testid={testId} data-zoom={zoom}>
      {src ? (
        <img src={src} alt={alt} draggable={false} className="zoom-frame__image" style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }} />
      ) : null}
    </div>
  );
}
