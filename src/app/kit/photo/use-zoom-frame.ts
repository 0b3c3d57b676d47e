import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { clampOffset, distance, doubleTapZoom, isDoubleTap, pinchZoom, stepZoom, zoomAround, type Point, type Size, type ZoomLimits } from './zoom';

interface View {
  zoom: number;
  offset: Point;
}

/** A finger (or the mouse) on the frame: where it is now and how far it has travelled since it touched. */
interface Touch {
  point: Point;
  travelled: number;
}

/** A touch that travelled further than this was a drag, not a tap. */
const TAP_SLOP_PX = 10;
const CENTRE: Point = { x: 0, y: 0 };

type FramePointerHandler = (event: ReactPointerEvent<HTMLDivElement>) => void;

export interface ZoomFrameControl {
  limits: ZoomLimits;
  zoom: number;
  offset: Point;
  canZoomIn: boolean;
  canZoomOut: boolean;
  zoomIn(): void;
  zoomOut(): void;
  /** Back to the whole picture, centred. */
  reset(): void;
  /** What `ZoomFrame` puts on the element that holds the picture. */
  frame: {
    ref: RefObject<HTMLDivElement | null>;
    onPointerDown: FramePointerHandler;
    onPointerMove: FramePointerHandler;
    onPointerUp: FramePointerHandler;
    onPointerCancel: FramePointerHandler;
  };
}

const at = (event: { clientX: number; clientY: number }): Point => ({ x: event.clientX, y: event.clientY });

/**
 * The zoom and pan of a picture in a frame, within `limits`: + / − steps, the wheel, a pinch and a
 * double tap (or double click) zoom around the point under them; one finger or the mouse drags the
 * picture once zoomed. Render the frame with `ZoomFrame`; the buttons are the caller's.
 */
export function useZoomFrame(limits: ZoomLimits): ZoomFrameControl {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ zoom: limits.min, offset: CENTRE });
  const touches = useRef(new Map<number, Touch>());
  const pinch = useRef<{ zoom: number; distance: number } | null>(null);
  // Lifting the fingers after a pinch is no tap, even the last one.
  const pinched = useRef(false);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);

  const frameRect = useCallback((): { size: Size; centre: Point } => {
    const rect = ref.current?.getBoundingClientRect();
    if (!rect) return { size: { width: 0, height: 0 }, centre: CENTRE };
    return { size: { width: rect.width, height: rect.height }, centre: { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } };
  }, []);

  /** Zooms keeping `focus` (a point on screen; the frame's centre unless given) where it is. */
  const zoomTo = useCallback(
    (next: (zoom: number) => number, focus?: Point) => {
      const { size, centre } = frameRect();
      const fromCentre = focus ? { x: focus.x - centre.x, y: focus.y - centre.y } : CENTRE;
      setView((v) => {
        const zoom = next(v.zoom);
        return { zoom, offset: zoomAround(v.offset, v.zoom, zoom, fromCentre, size) };
      });
    },
    [frameRect],
  );

  const zoomIn = useCallback(() => zoomTo((z) => stepZoom(z, 1, limits)), [zoomTo, limits]);
  const zoomOut = useCallback(() => zoomTo((z) => stepZoom(z, -1, limits)), [zoomTo, limits]);
  const reset = useCallback(() => {
    lastTap.current = null;
    setView({ zoom: limits.min, offset: CENTRE });
  }, [limits]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    // Not passive: the wheel zooms the picture instead of scrolling the page. A sideways scroll is left alone.
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      zoomTo((z) => stepZoom(z, event.deltaY < 0 ? 1 : -1, limits), at(event));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomTo, limits]);

  const lift = (pointerId: number) => {
    touches.current.delete(pointerId);
    if (touches.current.size < 2) pinch.current = null;
    const wasPinch = pinched.current;
    if (touches.current.size === 0) pinched.current = false;
    return wasPinch;
  };

  const onPointerDown: FramePointerHandler = (event) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    touches.current.set(event.pointerId, { point: at(event), travelled: 0 });
    if (touches.current.size === 2) {
      const [a, b] = [...touches.current.values()];
      pinch.current = { zoom: view.zoom, distance: distance(a.point, b.point) };
      pinched.current = true;
    }
  };

  const onPointerMove: FramePointerHandler = (event) => {
    const touch = touches.current.get(event.pointerId);
    if (!touch) return;
    const point = at(event);
    const dx = point.x - touch.point.x;
    const dy = point.y - touch.point.y;
    touches.current.set(event.pointerId, { point, travelled: touch.travelled + Math.hypot(dx, dy) });
    const start = pinch.current;
    if (start && touches.current.size >= 2) {
      const [a, b] = [...touches.current.values()].map((t) => t.point);
      zoomTo(() => pinchZoom(start.zoom, start.distance, distance(a, b), limits), { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      return;
    }
    const { size } = frameRect();
    setView((v) => (v.zoom <= limits.min ? v : { ...v, offset: clampOffset({ x: v.offset.x + dx, y: v.offset.y + dy }, v.zoom, size) }));
  };

  const onPointerUp: FramePointerHandler = (event) => {
    const touch = touches.current.get(event.pointerId);
    if (!touch) return;
    const wasPinch = lift(event.pointerId);
    if (wasPinch || touch.travelled > TAP_SLOP_PX) return;
    // A tap: two of them close together zoom in around it (or back out).
    const point = at(event);
    if (isDoubleTap(lastTap.current, event.timeStamp, point)) {
      lastTap.current = null;
      zoomTo((z) => doubleTapZoom(z, limits), point);
    } else {
      lastTap.current = { at: event.timeStamp, point };
    }
  };

  const onPointerCancel: FramePointerHandler = (event) => void lift(event.pointerId);

  return {
    limits,
    zoom: view.zoom,
    offset: view.offset,
    canZoomIn: view.zoom < limits.max,
    canZoomOut: view.zoom > limits.min,
    zoomIn,
    zoomOut,
    reset,
    frame: { ref, onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
