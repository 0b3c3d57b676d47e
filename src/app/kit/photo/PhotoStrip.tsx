import { useEffect, useRef, useState, type ReactElement } from 'react';
import { IonIcon, IonSpinner } from '@ionic/react';
import { alertCircleOutline, documentTextOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { useNearView } from '@app/lib/use-near-view';
import { isPdf } from './photo-files';
import { PhotoViewer } from './PhotoViewer';
import './photo.css';

export interface StoredPhoto {
  id: string;
  /** Alt text of the thumbnail and the viewer, e.g. "Bank slip 1 of 2". */
  alt: string;
}

export interface PhotoStripProps {
  photos: StoredPhoto[];
  /** Fetches one stored photo (or PDF); a PDF opens in a new tab instead of the viewer. */
  load(id: string): Promise<Blob>;
  testId: string;
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string; pdf: boolean };

/** One stored file as an object URL while its thumbnail is shown, fetched once `wanted`; revoked when it goes. */
function useLoadedPhoto(id: string, load: (id: string) => Promise<Blob>, wanted: boolean): Loaded & { retry(): void } {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let url: string | null = null;
    setState({ status: 'loading' });
    loadRef.current(id).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url, pdf: isPdf(blob) });
      },
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, attempt, wanted]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

function StripThumb({ photo, load, testId, onOpen }: { photo: StoredPhoto; load: PhotoStripProps['load']; testId: string; onOpen(url: string): void }) {
  const { t } = useTranslation('kit', { keyPrefix: 'photo' });
  const placeholder = useRef<HTMLSpanElement>(null);
  const near = useNearView(placeholder);
  const file = useLoadedPhoto(photo.id, load, near);
  if (file.status === 'loading' && !near) {
    // Not asked for yet, so not busy: nothing is on its way until the thumbnail comes near the screen.
    return <span ref={placeholder} className="photo-strip__thumb" data-testid={`${testId}-thumb`} data-state="waiting" />;
  }
  if (file.status === 'loading') {
    return (
      <span ref={placeholder} className="photo-strip__thumb photo-strip__thumb--busy" aria-busy="true" data-testid={`${testId}-thumb`} data-state="loading">
        <IonSpinner name="crescent" aria-label={t('loading')} />
      </span>
    );
  }
  if (file.status === 'error') {
    return (
      <button type="button" className="photo-strip__thumb photo-strip__thumb--error" onClick={file.retry} aria-label={`${photo.alt}: ${t('loadFailed')}`} data-testid={`${testId}-thumb`} data-state="error">
        <IonIcon icon={alertCircleOutline} aria-hidden="true" />
      </button>
    );
  }
  if (file.pdf) {
    return (
      <button
        type="button"
        className="photo-strip__thumb photo-strip__thumb--pdf"
        onClick={() => window.open(file.url, '_blank', 'noopener')}
        aria-label={t('openPdf', { name: photo.alt })}
        data-testid={`${testId}-thumb`}
        data-state="pdf"
      >
        <IonIcon icon={documentTextOutline} aria-hidden="true" />
        <span className="photo-strip__pdf-name" aria-hidden="true">
          {photo.alt}
        </span>
      </button>
    );
  }
  return (
    <button type="button" className="photo-strip__thumb" onClick={() => onOpen(file.url)} aria-label={t('open', { name: photo.alt })} data-testid={`${testId}-thumb`} data-state="ready">
      <img src={file.url} alt="" />
    </button>
  );
}

/**
 * Thumbnails of a record's stored photos: a tap opens one full screen in the viewer; a PDF opens
 * in the browser's own viewer, in a new tab.
 */
export function PhotoStrip({ photos, load, testId }: PhotoStripProps): ReactElement {
  const [open, setOpen] = useState<{ url: string; alt: string } | null>(null);
  return (
    <div className="photo-strip" data-testid={testId}>
      <ul className="photo-strip__list">
        {photos.map((photo) => (
          <li key={photo.id}>
            <StripThumb photo={photo} load={load} testId={testId} onOpen={(url) => setOpen({ url, alt: photo.alt })} />
          </li>
        ))}
      </ul>
      <PhotoViewer open={!!open} src={open?.url ?? null} alt={open?.alt ?? ''} onClose={() => setOpen(null)} testId={`${testId}-viewer`} />
    </div>
  );
}
