/** SPEC.md §9: image zoom from 1× to 50× in steps of 0.5. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 50;
export const ZOOM_STEP = 0.5;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Any number → the nearest allowed zoom (a multiple of 0.5 between 1 and 50). */
export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return ZOOM_MIN;
  const snapped = Math.round(value / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, snapped));
}

/** One press of + (1) or − (−1). */
export function stepZoom(value: number, direction: 1 | -1): number {
  return clampZoom(clampZoom(value) + direction * ZOOM_STEP);
}

/** Two fingers: the zoom when they touched, scaled by how far apart they are now. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startZoom);
  return clampZoom(startZoom * (distance / startDistance));
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * How far the picture may move at a zoom: its scaled edges never come inside the frame, so
 * there is no empty border while panning. At 1× it stays centred.
 */
export function clampOffset(offset: Point, zoom: number, frame: Size): Point {
  const maxX = ((zoom - 1) * frame.width) / 2;
  const maxY = ((zoom - 1) * frame.height) / 2;
  const clamp = (v: number, max: number) => (max <= 0 ? 0 : Math.min(max, Math.max(-max, v)));
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}

/**
 * The offset that keeps the point under the fingers (relative to the frame's centre) in place
 * while the zoom changes from `from` to `to`.
 */
export function zoomAround(offset: Point, from: number, to: number, focus: Point, frame: Size): Point {
  const ratio = to / from;
  const next = { x: focus.x - (focus.x - offset.x) * ratio, y: focus.y - (focus.y - offset.y) * ratio };
  return clampOffset(next, to, frame);
}

/** `1×`, `1.5×`, `50×`. */
export function formatZoom(value: number): string {
  const z = clampZoom(value);
  return `${Number.isInteger(z) ? z.toFixed(0) : z.toFixed(1)}×`;
}
