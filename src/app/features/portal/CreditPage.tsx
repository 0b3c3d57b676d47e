import { IonContent } from '@ionic/react';
import { IonList } from '@app/ionic/ion-list';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { walletOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@shared/dates';
import { formatMyr, formatMyrChange } from '@shared/money';
import { useSession } from '@app/lib/session';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { StateView } from '@app/shell/StateView';
import { RecordState } from '@app/kit/record/RecordState';
import '@app/shell/record-pages.css';
import { PortalFact } from './PortalFact';
import { entryLabel } from './credit-display';
import { usePortalCredit } from './use-portal';
import './portal.css';

/** How many entries the account call answers (the credit module's RECENT_ENTRIES): with that many, there may be more. */
const RECENT_ENTRIES = 20;

/**
 * The owner's credit: the balance and the latest entries, from the one credit call the server scopes to an
 * owner (their own account). The full history and requests are admin calls, so the portal does not offer them.
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
              <h2 className="section-title">{t('credit.entriesTitle')}</h2>
              {value.recentEntries.length ? (
                <>
                  <IonList inset className="detail-list" data-testid="portal-credit-entries">
                    {value.recentEntries.map((entry) => (
                      <PortalFact key={entry.id} label={`${formatDisplayDate(entry.createdAt, i18n.language)} · ${entryLabel(entry, t)}`} testId="portal-credit-entry">
                        <span className={entry.amountSen < 0 ? 'portal-amount portal-amount--out' : 'portal-amount'}>{formatMyrChange(entry.amountSen, i18n.language)}</span>
                        <span className="portal-entry-reason">{entry.reason}</span>
                      </PortalFact>
                    ))}
                  </IonList>
                  {value.recentEntries.length >= RECENT_ENTRIES ? (
                    <p className="portal-muted ion-padding-horizontal" data-testid="portal-credit-latest-only">
                      {t('credit.latestOnly', { count: value.recentEntries.length })}
                    </p>
                  ) : null}
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
