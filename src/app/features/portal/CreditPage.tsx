import { IonButton, IonContent, IonSpinner } from '@ionic/react';
import { IonList } from '@app/ionic/ion-list';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { walletOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { formatDisplayDate } from '@shared/dates';
import { formatMyr, formatMyrChange } from '@shared/money';
import { useSession } from '@app/lib/session';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { StateView } from '@app/shell/StateView';
import { RecordState } from '@app/kit/record/RecordState';
import '@app/shell/record-pages.css';
import { Fact } from '@app/kit/record/FactList';
import { entryLabel } from './credit-display';
import { useOlderEntries, usePortalCredit } from './use-portal';
import type { CreditEntry, PendingCreditChange } from '@shared/contracts/credit';
import './portal.css';

function EntryLine({ entry, language, t }: { entry: CreditEntry; language: string; t: (key: string, options?: Record<string, unknown>) => string }) {
  return (
    <Fact label={`${formatDisplayDate(entry.createdAt, language)} · ${entryLabel(entry, t)}`} testId="portal-credit-entry">
      <span className={entry.amountSen < 0 ? 'portal-amount portal-amount--out' : 'portal-amount'}>{formatMyrChange(entry.amountSen, language)}</span>
      <span className="portal-entry-reason">{entry.reason}</span>
    </Fact>
  );
}

/** Changes an admin asked for on the owner's account that a checker has not decided: a deduction coming is no surprise. */
function PendingChanges({ pending }: { pending: readonly PendingCreditChange[] }) {
  const { t, i18n } = useTranslation('portal');
  if (!pending.length) return null;
  return (
    <>
      <h2 className="section-title">{t('credit.pendingTitle')}</h2>
      <p className="portal-muted ion-padding-horizontal">{t('credit.pendingNote')}</p>
      <IonList inset className="detail-list" data-testid="portal-credit-pending">
        {pending.map((change) => {
          const signed = change.kind === 'deduction' ? -change.amountSen : change.amountSen;
          return (
            <Fact key={change.id} label={t('credit.pendingLabel', { date: formatDisplayDate(change.createdAt, i18n.language), kind: t(`credit.kinds.${change.kind}`) })} testId="portal-credit-pending-entry">
              <span className={signed < 0 ? 'portal-amount portal-amount--out' : 'portal-amount'} data-kind={change.kind}>
                {formatMyrChange(signed, i18n.language)}
              </span>
              <span className="portal-entry-reason">{change.reason}</span>
            </Fact>
          );
        })}
      </IonList>
    </>
  );
}

/** The entries after the account's latest, a page at a time, on request. */
function OlderEntries({ accountId, shown }: { accountId: string; shown: readonly CreditEntry[] }) {
  const { t, i18n } = useTranslation('portal');
  const { older, status, more, loadMore } = useOlderEntries(accountId, shown);
  return (
    <>
      {older.length ? (
        <IonList inset className="detail-list" data-testid="portal-credit-older">
          {older.map((entry) => (
            <EntryLine key={entry.id} entry={entry} language={i18n.language} t={t} />
          ))}
        </IonList>
      ) : null}
      {status === 'error' ? (
        <p className="portal-muted ion-padding-horizontal" role="alert" data-testid="portal-credit-older-error">
          {t('credit.olderFailed')}
        </p>
      ) : null}
      {more ? (
        <div className="ion-padding-horizontal">
          <IonButton expand="block" fill="outline" disabled={status === 'loading'} onClick={() => void loadMore()} data-testid="portal-credit-older-load">
            {status === 'loading' ? <IonSpinner name="dots" aria-hidden="true" /> : null}
            {t('credit.older')}
          </IonButton>
        </div>
      ) : older.length ? (
        <p className="portal-muted ion-padding-horizontal" data-testid="portal-credit-all-shown">
          {t('credit.allShown')}
        </p>
      ) : null}
    </>
  );
}

/**
 * The owner's credit: the balance and the latest entries from their own account (the one credit call scoped to an
 * owner), then older ones from the entries list, which the server keeps to their own account too.
 */
export default function CreditPage() {
  const { t, i18n } = useTranslation('portal');
  const { profile } = useSession();
  const { account, notFound, status, error, reload, source, fetchedAt, stale } = usePortalCredit(profile.id);
  if (notFound) {
    return (
      <>
        <PageHeader title={t('credit.title')} />
        <IonContent className="ion-padding page-content">
          <StateView kind="empty" icon={walletOutline} title={t('credit.noAccountTitle')} detail={t('credit.noAccountDetail')} testId="portal-credit-none" />
        </IonContent>
      </>
    );
  }
  const value = status === 'ready' ? account : null;
  // A page of the menu, not a record opened from a list: no back button, so not the kit's RecordPage.
  return (
    <>
      <PageHeader title={t('credit.title')} />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        {value ? (
          <>
            <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
            <div className="portal-record" data-testid="portal-credit-detail">
              <section className="portal-hero">
                <p className="portal-hero__line">{t('credit.balance')}</p>
                <p className="portal-hero__title" data-testid="portal-credit-balance">
                  {formatMyr(value.balanceSen, i18n.language)}
                </p>
                <p className="portal-muted">{t('credit.account', { number: value.accountNumber })}</p>
              </section>
              <PendingChanges pending={value.pendingRequests ?? []} />
              <h2 className="section-title">{t('credit.entriesTitle')}</h2>
              {value.recentEntries.length ? (
                <>
                  <IonList inset className="detail-list" data-testid="portal-credit-entries">
                    {value.recentEntries.map((entry) => (
                      <EntryLine key={entry.id} entry={entry} language={i18n.language} t={t} />
                    ))}
                  </IonList>
                  <OlderEntries accountId={value.accountId} shown={value.recentEntries} />
                </>
              ) : (
                <p className="portal-muted ion-padding-horizontal" data-testid="portal-credit-no-entries">
                  {t('credit.noEntries')}
                </p>
              )}
            </div>
          </>
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="portal" keyPrefix="credit" testIdPrefix="portal-credit" />
        )}
      </IonContent>
    </>
  );
}
