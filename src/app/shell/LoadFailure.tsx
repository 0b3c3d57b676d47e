import { useTranslation } from '@app/lib/use-translation';
import { isApiError } from '../lib/api-errors';
import { listFailureMessage } from '../lib/list-failure';
import { StateView } from './StateView';

/** Why a screen has nothing to show: offline, or the server's reason, with a retry either way. */
export function LoadFailure({ error, title, onRetry, testId }: { error: unknown; title: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  const offline = isApiError(error) && error.kind === 'network' && typeof navigator !== 'undefined' && !navigator.onLine;
  return offline ? (
    <StateView kind="offline" title={t('offline.title')} detail={t('offline.detail')} actionLabel={t('retry')} onAction={onRetry} testId={testId} />
  ) : (
    <StateView kind="error" title={title} detail={listFailureMessage(error)} actionLabel={t('retry')} onAction={onRetry} testId={testId} />
  );
}
