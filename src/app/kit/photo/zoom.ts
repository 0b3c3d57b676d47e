/** How far a picture may zoom: from `min` to `max` in steps of `step`. */
export interface ZoomLimits {
  min: number;
  max: number;
  step: number;
}

/** A slip or receipt in the photo viewer: its figures are legible at 4×. */
export const SLIP_ZOOM: ZoomLimits = { min: 1, max: 4, step: 0.5 };
/** An identity document checked for its fine print (SPEC.md §9: 1× to 50× in steps of 0.5). */
export const DOCUMENT_ZOOM: ZoomLimits = { min: 1, max: 50, step: 0.5 };

/** A double tap zooms in to this from the smallest zoom, and back out from any other. */
export const DOUBLE_TAP_ZOOM = 2;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Any number → the nearest allowed zoom (a multiple of the step, inside the limits). */
export function clampZoom(value: number, limits: ZoomLimits): number {
  if (!Number.isFinite(value)) return limits.min;
  const snapped = Math.round(value / limits.step) * limits.step;
  return Math.min(limits.max, Math.max(limits.min, snapped));
}

/** One press of + (1) or − (−1). */
export function stepZoom(value: number, direction: 1 | -1, limits: ZoomLimits): number {
  return clampZoom(clampZoom(value, limits) + direction * limits.step, limits);
}

/** What a double tap does: in to 2× from the smallest zoom, back out to it from anything else. */
export function doubleTapZoom(value: number, limits: ZoomLimits): number {
  return clampZoom(value, limits) > limits.min ? limits.min : clampZoom(DOUBLE_TAP_ZOOM, limits);
}

/** Two fingers: the zoom when they touched, scaled by how far apart they are now. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number, limits: ZoomLimits): number {
  if (startDistance <= 0) return clampZoom(startZoom, limits);
  return clampZoom(startZoom * (distance / startDistance), limits);
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
 * The offset that keeps `focus` (the point under the fingers, relative to the frame's centre) in
 * place while the zoom changes from `from` to `to`.
 */
export function zoomAround(offset: Point, from: number, to: number, focus: Point, frame: Size): Point {
  const ratio = to / from;
  return clampOffset({ x: focus.x - (focus.x - offset.x) * ratio, y: focus.y - (focus.y - offset.y) * ratio }, to, frame);
}

/** `1×`, `1.5×`, `50×`. */
export function formatZoom(value: number, limits: ZoomLimits): string {
  const z = clampZoom(value, limits);
  return `${Number.isInteger(z) ? z.toFixed(0) : z.toFixed(1)}×`;
}

/** Two taps this close in time and place are a double tap (browsers' own dblclick is unreliable on touch). */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP_PX = 24;

export function isDoubleTap(last: { at: number; point: Point } | null, at: number, point: Point): boolean {
  return !!last && at - last.at <= DOUBLE_TAP_MS && distance(point, last.point) <= DOUBLE_TAP_SLOP_PX;
}
