import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, removeOutline, scanOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { clampOffset, distance, formatZoom, pinchZoom, stepZoom, zoomAround, ZOOM_MAX, ZOOM_MIN, type Point, type Size } from './zoom';

interface View {
  zoom: number;
  offset: Point;
}

const START: View = { zoom: ZOOM_MIN, offset: { x: 0, y: 0 } };

/**
 * A picture that zooms from 1× to 50× in steps of 0.5: pinch with two fingers, the wheel, or the
 * − / + buttons; drag to move around once zoomed; reset to see it whole.
 */
export function ZoomViewer({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('users', { keyPrefix: 'riders' });
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(START);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ zoom: number; distance: number } | null>(null);

  const frameSize = (): Size => {
    const rect = frame.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };
  /** A point relative to the frame's centre, where zooming keeps it in place. */
  const fromCentre = (p: Point): Point => {
    const rect = frame.current?.getBoundingClientRect();
    return rect ? { x: p.x - rect.left - rect.width / 2, y: p.y - rect.top - rect.height / 2 } : { x: 0, y: 0 };
  };
  const zoomTo = (next: (zoom: number) => number, focus: Point = { x: 0, y: 0 }) =>
    setView((v) => {
      const zoom = next(v.zoom);
      return { zoom, offset: zoomAround(v.offset, v.zoom, zoom, focus, frameSize()) };
    });

  useEffect(() => {
    const el = frame.current;
    if (!el) return undefined;
    // Not passive: the wheel zooms the picture instead of scrolling the page.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const focus = fromCentre({ x: event.clientX, y: event.clientY });
      setView((v) => {
        const zoom = stepZoom(v.zoom, event.deltaY < 0 ? 1 : -1);
        return { zoom, offset: zoomAround(v.offset, v.zoom, zoom, focus, frameSize()) };
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { zoom: view.zoom, distance: distance(a, b) };
    }
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size >= 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const start = pinch.current;
      const focus = fromCentre({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      zoomTo(() => pinchZoom(start.zoom, start.distance, distance(a, b)), focus);
      return;
    }
    setView((v) =>
      v.zoom === ZOOM_MIN ? v : { ...v, offset: clampOffset({ x: v.offset.x + point.x - last.x, y: v.offset.y + point.y - last.y }, v.zoom, frameSize()) },
    );
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  }

  const zoomed = view.zoom > ZOOM_MIN;
  return (
    <div className="zoom">
      <div
        ref={frame}
        className={`zoom__frame${zoomed ? ' zoom__frame--zoomed' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={(e) => zoomTo((z) => stepZoom(z, 1), fromCentre({ x: e.clientX, y: e.clientY }))}
        data-testid="zoom-frame"
        data-zoom={view.zoom}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          className="zoom__image"
          style={{ transform: `translate(${view.offset.x}px, ${view.offset.y}px) scale(${view.zoom})` }}
        />
      </div>
      <div className="zoom__controls" role="group" aria-label={t('zoom.controls')}>
        <IonButton fill="outline" onClick={() => zoomTo((z) => stepZoom(z, -1))} disabled={view.zoom <= ZOOM_MIN} aria-label={t('zoom.out')} data-testid="zoom-out">
          <IonIcon slot="icon-only" icon={removeOutline} aria-hidden="true" />
        </IonButton>
        <output className="zoom__level" aria-live="polite" aria-label={t('zoom.level')} data-testid="zoom-level">
          {formatZoom(view.zoom)}
        </output>
        <IonButton fill="outline" onClick={() => zoomTo((z) => stepZoom(z, 1))} disabled={view.zoom >= ZOOM_MAX} aria-label={t('zoom.in')} data-testid="zoom-in">
          <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
        </IonButton>
        <IonButton fill="clear" onClick={() => setView(START)} data-testid="zoom-reset">
          <IonIcon slot="start" icon={scanOutline} aria-hidden="true" />
          {t('zoom.reset')}
        </IonButton>
      </div>
      <p className="zoom__hint">{t('zoom.hint')}</p>
    </div>
  );
}
