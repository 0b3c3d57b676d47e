import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';

interface DownloadCsvButtonProps {
  busy: boolean;
  /** Offline, or the filters are not valid: the reason is said on the page. */
  disabled: boolean;
  onDownload(): void;
}

/** "Download CSV" in the page's header: a spinner while the file comes, a label from tablets up. */
export function DownloadCsvButton({ busy, disabled, onDownload }: DownloadCsvButtonProps) {
  const { t } = useTranslation('credit');
  return (
    <IonButton onClick={onDownload} disabled={disabled || busy} aria-label={busy ? t('history.export.busy') : t('history.export.button')} aria-busy={busy ? 'true' : undefined} data-testid="credit-download-csv">
      {busy ? <IonSpinner slot="start" name="crescent" className="credit-download__spinner" /> : <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />}
      <span className="hide-below-sm">{t('history.export.button')}</span>
    </IonButton>
  );
}
