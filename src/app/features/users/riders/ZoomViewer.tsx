import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, removeOutline, scanOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { useZoomFrame } from '@app/kit/photo/use-zoom-frame';
import { DOCUMENT_ZOOM, formatZoom } from '@app/kit/photo/zoom';
import { ZoomFrame } from '@app/kit/photo/ZoomFrame';

/**
 * An identity document in the page, zoomable from 1× to 50× in steps of 0.5 so its fine print can
 * be checked: pinch, the wheel, a double tap or the − / + buttons; drag to move around once zoomed;
 * reset to see it whole.
 */
export function ZoomViewer({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('users', { keyPrefix: 'riders' });
  const zoom = useZoomFrame(DOCUMENT_ZOOM);
  return (
    <div className="zoom">
      <ZoomFrame control={zoom} src={src} alt={alt} className="zoom__frame" testId="zoom-frame" />
      <div className="zoom__controls" role="group" aria-label={t('zoom.controls')}>
        <IonButton fill="outline" onClick={zoom.zoomOut} disabled={!zoom.canZoomOut} aria-label={t('zoom.out')} data-testid="zoom-out">
          <IonIcon slot="icon-only" icon={removeOutline} aria-hidden="true" />
        </IonButton>
        <output className="zoom__level" aria-live="polite" aria-label={t('zoom.level')} data-testid="zoom-level">
          {formatZoom(zoom.zoom, DOCUMENT_ZOOM)}
        </output>
        <IonButton fill="outline" onClick={zoom.zoomIn} disabled={!zoom.canZoomIn} aria-label={t('zoom.in')} data-testid="zoom-in">
          <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
        </IonButton>
        <IonButton fill="clear" onClick={zoom.reset} data-testid="zoom-reset">
          <IonIcon slot="start" icon={scanOutline} aria-hidden="true" />
          {t('zoom.reset')}
        </IonButton>
      </div>
      <p className="zoom__hint">{t('zoom.hint')}</p>
    </div>
  );
}
