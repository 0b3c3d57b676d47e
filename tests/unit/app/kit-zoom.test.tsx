// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useZoomFrame } from '@app/kit/photo/use-zoom-frame';
import {
  clampOffset,
  clampZoom,
  DOCUMENT_ZOOM,
  doubleTapZoom,
  formatZoom,
  isDoubleTap,
  pinchZoom,
  SLIP_ZOOM,
  stepZoom,
  zoomAround,
  type ZoomLimits,
} from '@app/kit/photo/zoom';
import { ZoomFrame } from '@app/kit/photo/ZoomFrame';
import { rootPerTest } from '../../support/react-root';

const frame = { width: 400, height: 300 };

describe('slip zoom (1× to 4× in steps of 0.5)', () => {
  it('zooms 1x to 4x in half steps; a double tap goes to 2x and back', () => {
    expect(SLIP_ZOOM).toEqual({ min: 1, max: 4, step: 0.5 });
    expect(stepZoom(1, -1, SLIP_ZOOM)).toBe(1);
    expect(stepZoom(3.5, 1, SLIP_ZOOM)).toBe(4);
    expect(stepZoom(4, 1, SLIP_ZOOM)).toBe(4);
    expect(doubleTapZoom(1, SLIP_ZOOM)).toBe(2);
    expect(doubleTapZoom(3, SLIP_ZOOM)).toBe(1);
    expect(clampOffset({ x: 500, y: -500 }, 2, { width: 100, height: 200 })).toEqual({ x: 50, y: -100 });
    expect(isDoubleTap({ at: 0, point: { x: 0, y: 0 } }, 200, { x: 5, y: 5 })).toBe(true);
    expect(isDoubleTap({ at: 0, point: { x: 0, y: 0 } }, 500, { x: 5, y: 5 })).toBe(false);
  });
});

describe('document zoom (1× to 50× in steps of 0.5)', () => {
  it('steps by half and stops at both ends', () => {
    expect([DOCUMENT_ZOOM.min, DOCUMENT_ZOOM.max, DOCUMENT_ZOOM.step]).toEqual([1, 50, 0.5]);
    expect(stepZoom(1, 1, DOCUMENT_ZOOM)).toBe(1.5);
    expect(stepZoom(1.5, 1, DOCUMENT_ZOOM)).toBe(2);
    expect(stepZoom(2, -1, DOCUMENT_ZOOM)).toBe(1.5);
    expect(stepZoom(1, -1, DOCUMENT_ZOOM)).toBe(1);
    expect(stepZoom(50, 1, DOCUMENT_ZOOM)).toBe(50);
    expect(stepZoom(49.5, 1, DOCUMENT_ZOOM)).toBe(50);
    let z = 1;
    for (let i = 0; i < 200; i++) z = stepZoom(z, 1, DOCUMENT_ZOOM);
    expect(z).toBe(50);
  });

  it('snaps any value to an allowed step inside the range', () => {
    expect(clampZoom(1.2, DOCUMENT_ZOOM)).toBe(1);
    expect(clampZoom(1.3, DOCUMENT_ZOOM)).toBe(1.5);
    expect(clampZoom(7.74, DOCUMENT_ZOOM)).toBe(7.5);
    expect(clampZoom(0.2, DOCUMENT_ZOOM)).toBe(1);
    expect(clampZoom(80, DOCUMENT_ZOOM)).toBe(50);
    expect(clampZoom(Number.NaN, DOCUMENT_ZOOM)).toBe(1);
    // A value between steps moves to the next step, not two.
    expect(stepZoom(1.7, 1, DOCUMENT_ZOOM)).toBe(2);
  });

  it('pinches by the ratio of the finger distance, snapped and clamped', () => {
    expect(pinchZoom(1, 100, 200, DOCUMENT_ZOOM)).toBe(2);
    expect(pinchZoom(2, 100, 160, DOCUMENT_ZOOM)).toBe(3);
    expect(pinchZoom(4, 200, 50, DOCUMENT_ZOOM)).toBe(1);
    expect(pinchZoom(30, 10, 1000, DOCUMENT_ZOOM)).toBe(50);
    expect(pinchZoom(3, 0, 100, DOCUMENT_ZOOM)).toBe(3);
    // The same pinch stops at 4× on a slip.
    expect(pinchZoom(30, 10, 1000, SLIP_ZOOM)).toBe(4);
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
    expect(formatZoom(1, DOCUMENT_ZOOM)).toBe('1×');
    expect(formatZoom(1.5, DOCUMENT_ZOOM)).toBe('1.5×');
    expect(formatZoom(2, DOCUMENT_ZOOM)).toBe('2×');
    expect(formatZoom(50, DOCUMENT_ZOOM)).toBe('50×');
    expect(formatZoom(12.26, DOCUMENT_ZOOM)).toBe('12.5×');
  });
});

describe('ZoomFrame with useZoomFrame', () => {
  const dom = rootPerTest();

  function Harness({ limits }: { limits: ZoomLimits }) {
    const zoom = useZoomFrame(limits);
    return (
      <>
        <ZoomFrame control={zoom} src="blob:x" alt="IC front" className="test__frame" testId="frame" />
        <button type="button" onClick={zoom.zoomIn} disabled={!zoom.canZoomIn} data-testid="in" />
        <button type="button" onClick={zoom.reset} data-testid="reset" />
      </>
    );
  }

  /** The frame, 400×300 at the page's top left, so a point's offset from its centre is easy to read. */
  function mount(limits: ZoomLimits): HTMLElement {
    act(() => dom.root.render(<Harness limits={limits} />));
    const el = dom.container.querySelector<HTMLElement>('[data-testid="frame"]') as HTMLElement;
    el.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
    return el;
  }

  function pointer(el: HTMLElement, type: string, pointerId: number, x: number, y: number, timeStamp = 0) {
    const event = new PointerEvent(type, { bubbles: true, pointerId, clientX: x, clientY: y });
    Object.defineProperty(event, 'timeStamp', { value: timeStamp });
    act(() => void el.dispatchEvent(event));
  }

  const tap = (el: HTMLElement, x: number, y: number, at: number) => {
    pointer(el, 'pointerdown', 1, x, y, at);
    pointer(el, 'pointerup', 1, x, y, at + 50);
  };
  const zoomOf = (el: HTMLElement) => Number(el.dataset.zoom);
  const transform = (el: HTMLElement) => el.querySelector('img')?.style.transform;

  it('zooms in around a double tap and back out with the next one', () => {
    const el = mount(DOCUMENT_ZOOM);
    expect(el.className).toBe('zoom-frame test__frame');
    tap(el, 300, 150, 0);
    expect(zoomOf(el)).toBe(1);
    tap(el, 300, 150, 200);
    expect(zoomOf(el)).toBe(2);
    expect(el.className).toBe('zoom-frame test__frame zoom-frame--zoomed');
    // The point tapped (100 px right of centre) stays under the finger.
    expect(transform(el)).toBe('translate(-100px, 0px) scale(2)');
    tap(el, 300, 150, 1000);
    tap(el, 300, 150, 1200);
    expect(zoomOf(el)).toBe(1);
    expect(transform(el)).toBe('translate(0px, 0px) scale(1)');
  });

  it('pinches with two fingers, and lifting them is no tap', () => {
    const el = mount(DOCUMENT_ZOOM);
    pointer(el, 'pointerdown', 1, 150, 150);
    pointer(el, 'pointerdown', 2, 250, 150);
    pointer(el, 'pointermove', 2, 450, 150);
    // 100 px apart, then 300: three times the zoom.
    expect(zoomOf(el)).toBe(3);
    pointer(el, 'pointerup', 1, 150, 150, 100);
    pointer(el, 'pointerup', 2, 450, 150, 150);
    tap(el, 150, 150, 250);
    // A tap where the first finger lifted, soon after: not a double tap with the pinch's fingers.
    expect(zoomOf(el)).toBe(3);
  });

  it('drags only once zoomed, never past the picture edges; the wheel and reset', () => {
    const el = mount(DOCUMENT_ZOOM);
    pointer(el, 'pointerdown', 1, 200, 150);
    pointer(el, 'pointermove', 1, 260, 150);
    pointer(el, 'pointerup', 1, 260, 150);
    expect(transform(el)).toBe('translate(0px, 0px) scale(1)');
    act(() => void el.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, clientX: 200, clientY: 150, bubbles: true, cancelable: true })));
    act(() => void el.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, clientX: 200, clientY: 150, bubbles: true, cancelable: true })));
    expect(zoomOf(el)).toBe(2);
    pointer(el, 'pointerdown', 1, 200, 150);
    pointer(el, 'pointermove', 1, 500, 100);
    pointer(el, 'pointerup', 1, 500, 100);
    // At 2× a 400×300 frame's picture moves at most 200 px sideways.
    expect(transform(el)).toBe('translate(200px, -50px) scale(2)');
    act(() => dom.container.querySelector<HTMLElement>('[data-testid="reset"]')?.click());
    expect(zoomOf(el)).toBe(1);
    expect(transform(el)).toBe('translate(0px, 0px) scale(1)');
  });

  it('stops at the limits it is given', () => {
    const el = mount(SLIP_ZOOM);
    const zoomIn = dom.container.querySelector<HTMLButtonElement>('[data-testid="in"]') as HTMLButtonElement;
    for (let i = 0; i < 10; i++) act(() => zoomIn.click());
    expect(zoomOf(el)).toBe(4);
    expect(zoomIn.disabled).toBe(true);
  });
});
