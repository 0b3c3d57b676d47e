import { IonButton, IonSpinner } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import { IonInfiniteScroll } from '@app/ionic/ion-infinite-scroll';
import { IonInfiniteScrollContent } from '@app/ionic/ion-infinite-scroll-content';
import { LoadFailure } from '@app/shell/LoadFailure';
import { isProminent, StaleNotice } from '@app/shell/StaleNotice';
import { useOnline } from '@app/lib/use-online';
import { LedgerEntry } from './LedgerEntry';
import type { useLedger } from './use-holders';

/** The holder's entries, newest first; more load as the admin scrolls. */
export function HolderLedger({ ledger }: { ledger: ReturnType<typeof useLedger> }) {
  const { t } = useTranslation('credit');
  const online = useOnline();
  if (ledger.status === 'loading' && !ledger.items.length) {
    return (
      <p className="credit-muted" aria-busy="true">
        <IonSpinner name="crescent" aria-hidden="true" /> {t('holders.ledger.loading')}
      </p>
    );
  }
  if (ledger.status === 'error' && !ledger.items.length) {
    return <LoadFailure error={ledger.error} title={t('holders.ledger.error')} onRetry={() => void ledger.retry()} testId="credit-ledger-error" />;
  }
  if (!ledger.items.length) return <p className="credit-muted" data-testid="credit-ledger-empty">{t('holders.ledger.empty')}</p>;
  return (
    <>
      {/* The page already says how fresh it is; the ledger speaks up only when it is older than the rest. */}
      {isProminent(ledger, online) ? <StaleNotice source={ledger.source} fetchedAt={ledger.fetchedAt} stale={ledger.stale} answeredLocally={ledger.answeredLocally} onRetry={() => void ledger.refresh()} /> : null}
      <ol className="credit-ledger" data-testid="credit-ledger">
        {ledger.items.map((entry) => (
          <LedgerEntry key={entry.id} entry={entry} />
        ))}
      </ol>
      {ledger.moreFailed ? (
        <IonButton fill="outline" expand="block" onClick={() => void ledger.loadMore()}>
          {t('holders.ledger.loadMore')}
        </IonButton>
      ) : null}
      <IonInfiniteScroll disabled={!ledger.hasMore || ledger.moreFailed} onIonInfinite={(e) => void ledger.loadMore().finally(() => void e.target.complete())}>
        <IonInfiniteScrollContent loadingText={t('holders.ledger.loadingMore')} />
      </IonInfiniteScroll>
    </>
  );
}
