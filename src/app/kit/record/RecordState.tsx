import { IonSkeletonText } from '@app/ionic/ion-skeleton-text';
import { useTranslation } from '@app/lib/use-translation';
import type { RecordStatus } from '@app/lib/use-remote-record';
import { isApiError } from '@app/lib/api-errors';
import { LoadFailure } from '@app/shell/LoadFailure';
import { StateView } from '@app/shell/StateView';

export interface RecordStateProps {
  status: RecordStatus;
  error: unknown;
  onRetry: () => void;
  /** The area's words: `detail.loading` and `detail.errorTitle`. */
  namespace: string;
  /** Where the `detail.*` keys sit in the namespace, for an area with several record pages. */
  keyPrefix?: string;
  /** `user` gives user-detail-error. */
  testIdPrefix: string;
}

/**
 * The loading and error states of a page that shows one record. A record the server says is not there (404: removed,
 * or another owner's) is not found, not a failure to load: trying again would answer the same.
 */
export function RecordState({ status, error, onRetry, namespace, keyPrefix, testIdPrefix }: RecordStateProps) {
  const { t } = useTranslation(namespace, { keyPrefix });
  const common = useTranslation().t;
  if (status === 'loading') {
    return (
      <div className="narrow-column ion-padding" role="status" aria-busy="true" aria-label={t('detail.loading')}>
        <IonSkeletonText animated style={{ width: '60%', height: 28 }} />
        <IonSkeletonText animated style={{ width: '80%', height: 16 }} />
        <IonSkeletonText animated style={{ width: '100%', height: 120, marginTop: 24, borderRadius: 12 }} />
        <IonSkeletonText animated style={{ width: '100%', height: 160, marginTop: 16, borderRadius: 12 }} />
      </div>
    );
  }
  if (isApiError(error) && error.status === 404) {
    return <StateView kind="empty" title={common('recordNotFound.title')} detail={common('recordNotFound.detail')} testId={`${testIdPrefix}-detail-not-found`} />;
  }
  return <LoadFailure error={error} title={t('detail.errorTitle')} onRetry={onRetry} testId={`${testIdPrefix}-detail-error`} />;
}
