/** The photo viewer zooms from 1× to 4× in steps of 0.5 (a slip's figures are legible at 4×). */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.5;
/** A double tap zooms in to this from 1×, and back to 1× from any zoom. */
export const DOUBLE_TAP_ZOOM = 2;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Any number → the nearest allowed zoom. */
export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return ZOOM_MIN;
  const snapped = Math.round(value / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, snapped));
}

/** One press of + (1) or − (−1). */
export function stepZoom(value: number, direction: 1 | -1): number {
  return clampZoom(clampZoom(value) + direction * ZOOM_STEP);
}

/** What a double tap does: in to 2× from 1×, back out to 1× from anything else. */
export function doubleTapZoom(value: number): number {
  return clampZoom(value) > ZOOM_MIN ? ZOOM_MIN : DOUBLE_TAP_ZOOM;
}

/** The picture's scaled edges never come inside the frame while panning; at 1× it stays centred. */
export function clampOffset(offset: Point, zoom: number, frame: Size): Point {
  const maxX = ((zoom - 1) * frame.width) / 2;
  const maxY = ((zoom - 1) * frame.height) / 2;
  const clamp = (v: number, max: number) => (max <= 0 ? 0 : Math.min(max, Math.max(-max, v)));
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}

/** The offset that keeps `focus` (relative to the frame's centre) in place while zooming `from` → `to`. */
export function zoomAround(offset: Point, from: number, to: number, focus: Point, frame: Size): Point {
  const ratio = to / from;
  return clampOffset({ x: focus.x - (focus.x - offset.x) * ratio, y: focus.y - (focus.y - offset.y) * ratio }, to, frame);
}

/** Two taps this close in time and place are a double tap (browsers' own dblclick is unreliable on touch). */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP_PX = 24;

export function isDoubleTap(last: { at: number; point: Point } | null, at: number, point: Point): boolean {
  return !!last && at - last.at <= DOUBLE_TAP_MS && Math.hypot(point.x - last.point.x, point.y - last.point.y) <= DOUBLE_TAP_SLOP_PX;
}
