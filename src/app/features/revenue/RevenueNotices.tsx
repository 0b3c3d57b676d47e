import { useTranslation } from '@app/lib/use-translation';
import { DownloadProblemNotice } from '@app/kit/download/DownloadProblemNotice';
import type { DownloadProblem } from '@app/kit/download/use-file-download';

/** Why the CSV waits (offline) or why the last download failed. */
export function RevenueNotices({ online, problem, onDismiss }: { online: boolean; problem: DownloadProblem | null; onDismiss(): void }) {
  const { t } = useTranslation('revenue');
  if (problem) {
    const message = problem.kind === 'failed' ? problem.message || t('export.failed') : t(`export.${problem.kind}`);
    return <DownloadProblemNotice message={message} dismissLabel={t('export.dismiss')} onDismiss={onDismiss} testId="revenue-download-problem" />;
  }
  return online ? null : (
    <p className="revenue-notice" role="status" data-testid="revenue-offline">
      {t('export.offline')}
    </p>
  );
}
