import { IonButton, IonIcon } from '@ionic/react';
import { alertCircleOutline, cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { DownloadProblem } from './use-csv-download';

interface HistoryNoticesProps {
  online: boolean;
  mayReverse: boolean;
  problem: DownloadProblem | null;
  onDismiss(): void;
}

/** Above the entries: why the download (and reversing) waits offline, and why the last download failed. */
export function HistoryNotices({ online, mayReverse, problem, onDismiss }: HistoryNoticesProps) {
  const { t } = useTranslation('credit');
  return (
    <>
      {online ? null : (
        <p className="credit-notice" role="status" data-testid="credit-history-offline">
          <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
          <span>{mayReverse ? t('history.offlineWithReverse') : t('history.offline')}</span>
        </p>
      )}
      {problem ? (
        <div className="credit-notice credit-notice--problem" role="alert" data-testid="credit-download-problem">
          <IonIcon icon={alertCircleOutline} aria-hidden="true" />
          <span>{problem.kind === 'failed' ? problem.message || t('history.export.failed') : t(`history.export.${problem.kind}`)}</span>
          <IonButton fill="clear" size="small" onClick={onDismiss} className="credit-notice__close">
            {t('history.export.dismiss')}
          </IonButton>
        </div>
      ) : null}
    </>
  );
}
