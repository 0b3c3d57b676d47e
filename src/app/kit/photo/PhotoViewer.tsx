import { useEffect, useRef, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { IonIcon } from '@ionic/react';
import { addOutline, closeOutline, removeOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { useZoomFrame } from './use-zoom-frame';
import { SLIP_ZOOM } from './zoom';
import { ZoomFrame } from './ZoomFrame';
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

/** The focusable controls of the dialog, for keeping Tab inside it. */
function focusables(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []);
}

function Stage({ src, alt, onClose, testId }: { src: string | null; alt: string; onClose(): void; testId: string }) {
  const { t, i18n } = useTranslation('kit', { keyPrefix: 'photo' });
  const dialog = useRef<HTMLDivElement>(null);
  const zoom = useZoomFrame(SLIP_ZOOM);
  const { zoomIn, zoomOut, reset } = zoom;

  // Focus goes into the dialog when it opens and back where it was when it closes.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>('.photo-viewer__close')?.focus();
    return () => before?.focus();
  }, []);

  // A new picture starts whole.
  useEffect(() => reset(), [src, reset]);

  // Keys are heard on the whole page while the viewer is open: a tap on the picture moves focus off the buttons.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === '+' || event.key === '=') zoomIn();
      else if (event.key === '-') zoomOut();
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
  }, [zoomIn, zoomOut]);

  const level = t('zoomLevel', { value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(zoom.zoom) });
  return (
    <div ref={dialog} className="photo-viewer" role="dialog" aria-modal="true" aria-label={alt || t('viewer')} data-testid={testId}>
      <div className="photo-viewer__bar">
        <button type="button" className="photo-viewer__button" onClick={zoomOut} disabled={!zoom.canZoomOut} aria-label={t('zoomOut')} data-testid={`${testId}-zoom-out`}>
          <IonIcon icon={removeOutline} aria-hidden="true" />
        </button>
        <output className="photo-viewer__level" aria-live="polite" data-testid={`${testId}-level`} data-zoom={zoom.zoom}>
          {level}
        </output>
        <button type="button" className="photo-viewer__button" onClick={zoomIn} disabled={!zoom.canZoomIn} aria-label={t('zoomIn')} data-testid={`${testId}-zoom-in`}>
          <IonIcon icon={addOutline} aria-hidden="true" />
        </button>
        <button type="button" className="photo-viewer__button photo-viewer__close" onClick={onClose} aria-label={t('close')} data-testid={`${testId}-close`}>
          <IonIcon icon={closeOutline} aria-hidden="true" />
        </button>
      </div>
      <ZoomFrame control={zoom} src={src} alt={alt} className="photo-viewer__frame" testId={`${testId}-frame`} />
      <p className="photo-viewer__hint">{t('hint')}</p>
    </div>
  );
}

/**
 * A photo full screen, to read a slip's figures: zoom 1×–4× with − / +, a double tap, a pinch, the
 * wheel or the keys + and −; drag to move around once zoomed. Escape or the close button closes it;
 * focus stays in it while open and returns to what opened it.
 */
export function PhotoViewer({ open, src, alt, onClose, testId = 'photo-viewer' }: PhotoViewerProps): ReactElement | null {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<Stage src={src} alt={alt} onClose={onClose} testId={testId} />, document.body);
}
