import { describe, expect, it } from 'vitest';
import { clampOffset, clampZoom, formatZoom, pinchZoom, stepZoom, zoomAround, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '@app/features/users/riders/zoom';

const frame = { width: 400, height: 300 };

describe('document zoom (1× to 50× in steps of 0.5)', () => {
  it('steps by half and stops at both ends', () => {
    expect([ZOOM_MIN, ZOOM_MAX, ZOOM_STEP]).toEqual([1, 50, 0.5]);
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1.5, 1)).toBe(2);
    expect(stepZoom(2, -1)).toBe(1.5);
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(50, 1)).toBe(50);
    expect(stepZoom(49.5, 1)).toBe(50);
    let z = 1;
    for (let i = 0; i < 200; i++) z = stepZoom(z, 1);
    expect(z).toBe(50);
  });

  it('snaps any value to an allowed step inside the range', () => {
    expect(clampZoom(1.2)).toBe(1);
    expect(clampZoom(1.3)).toBe(1.5);
    expect(clampZoom(7.74)).toBe(7.5);
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(80)).toBe(50);
    expect(clampZoom(Number.NaN)).toBe(1);
    // A value between steps moves to the next step, not two.
    expect(stepZoom(1.7, 1)).toBe(2);
  });

  it('pinches by the ratio of the finger distance, snapped and clamped', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 160)).toBe(3);
    expect(pinchZoom(4, 200, 50)).toBe(1);
    expect(pinchZoom(30, 10, 1000)).toBe(50);
    expect(pinchZoom(3, 0, 100)).toBe(3);
  });

  it('keeps the picture covering the frame while panning', () => {
    expect(clampOffset({ x: 500, y: -500 }, 1, frame)).toEqual({ x: 0, y: 0 });
    // At 2× the picture is 800×600: it may move 200 px sideways and 150 px up or down.
    expect(clampOffset({ x: 500, y: -500 }, 2, frame)).toEqual({ x: 200, y: -150 });
    expect(clampOffset({ x: 20, y: 10 }, 2, frame)).toEqual({ x: 20, y: 10 });
  });

  it('zooms around the point under the fingers', () => {
    // Zooming from 1× to 2× at a point 100 px right of centre keeps that point where it was.
    const offset = zoomAround({ x: 0, y: 0 }, 1, 2, { x: 100, y: 0 }, frame);
    expect(offset).toEqual({ x: -100, y: 0 });
    // Back to 1× always recentres.
    expect(zoomAround(offset, 2, 1, { x: 0, y: 0 }, frame)).toEqual({ x: 0, y: 0 });
  });

  it('shows the level as people read it', () => {
    expect(formatZoom(1)).toBe('1×');
    expect(formatZoom(1.5)).toBe('1.5×');
    expect(formatZoom(2)).toBe('2×');
    expect(formatZoom(50)).toBe('50×');
    expect(formatZoom(12.26)).toBe('12.5×');
  });
});
