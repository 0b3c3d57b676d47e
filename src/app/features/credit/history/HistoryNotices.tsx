import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { DownloadProblemNotice } from '@app/kit/download/DownloadProblemNotice';
import { useTranslation } from '@app/lib/use-translation';
import type { DownloadProblem } from '@app/kit/download/use-file-download';

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
        <DownloadProblemNotice
          message={problem.kind === 'failed' ? problem.message || t('history.export.failed') : t(`history.export.${problem.kind === 'refused' ? 'tooMany' : problem.kind}`)}
          dismissLabel={t('history.export.dismiss')}
          onDismiss={onDismiss}
          testId="credit-download-problem"
        />
      ) : null}
    </>
  );
}
