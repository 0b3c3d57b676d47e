import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { IonIcon } from '@ionic/react';
import { addOutline, closeOutline, removeOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { clampOffset, doubleTapZoom, isDoubleTap, stepZoom, zoomAround, ZOOM_MAX, ZOOM_MIN, type Point, type Size } from './zoom';
import './photo.css';

export interface PhotoViewerProps {
  open: boolean;
  /** An object URL or a URL of the image to show. */
  src: string | null;
  alt: string;
  onClose(): void;
  /** Prefix of the test ids (`-close`, `-zoom-in`, `-zoom-out`, `-level`, `-frame`); `photo-viewer` unless given. */
  testId?: string;
}

interface View {
  zoom: number;
  offset: Point;
}

const START: View = { zoom: ZOOM_MIN, offset: { x: 0, y: 0 } };

/** The focusable controls of the dialog, for keeping Tab inside it. */
function focusables(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []);
}

function Stage({ src, alt, onClose, testId }: { src: string | null; alt: string; onClose(): void; testId: string }) {
  const { t, i18n } = useTranslation('kit', { keyPrefix: 'photo' });
  const dialog = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(START);
  const drag = useRef<{ id: number; last: Point; moved: number } | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);

  const frameSize = (): Size => {
    const rect = frame.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };
  const fromCentre = (p: Point): Point => {
    const rect = frame.current?.getBoundingClientRect();
    return rect ? { x: p.x - rect.left - rect.width / 2, y: p.y - rect.top - rect.height / 2 } : { x: 0, y: 0 };
  };
  const zoomTo = (next: (zoom: number) => number, focus: Point = { x: 0, y: 0 }) =>
    setView((v) => {
      const zoom = next(v.zoom);
      return { zoom, offset: zoomAround(v.offset, v.zoom, zoom, focus, frameSize()) };
    });

  // Focus goes into the dialog when it opens and back where it was when it closes.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>('.photo-viewer__close')?.focus();
    return () => before?.focus();
  }, []);

  // A new picture starts whole.
  useEffect(() => setView(START), [src]);

  // Keys are heard on the whole page while the viewer is open: a tap on the picture moves focus off the buttons.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === '+' || event.key === '=') zoomTo((z) => stepZoom(z, 1));
      else if (event.key === '-') zoomTo((z) => stepZoom(z, -1));
      else if (event.key === 'Tab') {
        // Focus stays in the dialog: the page behind it is out of reach while it is open.
        const items = focusables(dialog.current);
        if (!items.length) return;
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        const inside = !!active && !!dialog.current?.contains(active);
        if (event.shiftKey && (active === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
    // zoomTo only uses refs and the state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (drag.current) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { id: event.pointerId, last: { x: event.clientX, y: event.clientY }, moved: 0 };
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    const point = { x: event.clientX, y: event.clientY };
    const dx = point.x - current.last.x;
    const dy = point.y - current.last.y;
    current.last = point;
    current.moved += Math.hypot(dx, dy);
    setView((v) => (v.zoom === ZOOM_MIN ? v : { ...v, offset: clampOffset({ x: v.offset.x + dx, y: v.offset.y + dy }, v.zoom, frameSize()) }));
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    drag.current = null;
    // A tap, not a drag: two of them close together zoom in (or back out).
    if (current.moved > 10) return;
    const point = { x: event.clientX, y: event.clientY };
    if (isDoubleTap(lastTap.current, event.timeStamp, point)) {
      lastTap.current = null;
      zoomTo(doubleTapZoom, fromCentre(point));
    } else {
      lastTap.current = { at: event.timeStamp, point };
    }
  }

  const zoomed = view.zoom > ZOOM_MIN;
  const level = t('zoomLevel', { value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(view.zoom) });
  return (
    <div ref={dialog} className="photo-viewer" role="dialog" aria-modal="true" aria-label={alt || t('viewer')} data-testid={testId}>
      <div className="photo-viewer__bar">
        <button type="button" className="photo-viewer__button" onClick={() => zoomTo((z) => stepZoom(z, -1))} disabled={view.zoom <= ZOOM_MIN} aria-label={t('zoomOut')} data-testid={`${testId}-zoom-out`}>
          <IonIcon icon={removeOutline} aria-hidden="true" />
        </button>
        <output className="photo-viewer__level" aria-live="polite" data-testid={`${testId}-level`} data-zoom={view.zoom}>
          {level}
        </output>
        <button type="button" className="photo-viewer__button" onClick={() => zoomTo((z) => stepZoom(z, 1))} disabled={view.zoom >= ZOOM_MAX} aria-label={t('zoomIn')} data-testid={`${testId}-zoom-in`}>
          <IonIcon icon={addOutline} aria-hidden="true" />
        </button>
        <button type="button" className="photo-viewer__button photo-viewer__close" onClick={onClose} aria-label={t('close')} data-testid={`${testId}-close`}>
          <IonIcon icon={closeOutline} aria-hidden="true" />
        </button>
      </div>
      <div
        ref={frame}
        className={`photo-viewer__frame${zoomed ? ' photo-viewer__frame--zoomed' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        data-testid={`${testId}-frame`}
      >
        {src ? (
          <img
            src={src}
            alt={alt}
            draggable={false}
            className="photo-viewer__image"
            style={{ transform: `translate(${view.offset.x}px, ${view.offset.y}px) scale(${view.zoom})` }}
          />
        ) : null}
      </div>
      <p className="photo-viewer__hint">{t('hint')}</p>
    </div>
  );
}

/**
 * A photo full screen, to read a slip's figures: zoom 1×–4× with − / +, a double tap or the keys
 * + and −, drag to move around once zoomed. Escape or the close button closes it; focus stays in
 * it while open and returns to what opened it.
 */
export function PhotoViewer({ open, src, alt, onClose, testId = 'photo-viewer' }: PhotoViewerProps): ReactElement | null {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<Stage src={src} alt={alt} onClose={onClose} testId={testId} />, document.body);
}
