import { IonSkeletonText } from '@app/ionic/ion-skeleton-text';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@app/shell/LoadFailure';
import type { RecordStatus } from './use-administrator';

/** Loading and error states of a page that shows one administrator. */
export function RecordState({ status, error, onRetry }: { status: RecordStatus; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('administrators');
  if (status === 'loading') {
    return (
      <div className="narrow-column ion-padding" aria-busy="true" aria-label={t('detail.loading')}>
        <IonSkeletonText animated style={{ width: '60%', height: 28 }} />
        <IonSkeletonText animated style={{ width: '80%', height: 16 }} />
        <IonSkeletonText animated style={{ width: '100%', height: 120, marginTop: 24, borderRadius: 12 }} />
        <IonSkeletonText animated style={{ width: '100%', height: 160, marginTop: 16, borderRadius: 12 }} />
      </div>
    );
  }
  return <LoadFailure error={error} title={t('detail.errorTitle')} onRetry={onRetry} testId="admin-detail-error" />;
}
