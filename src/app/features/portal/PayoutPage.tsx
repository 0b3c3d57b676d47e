import { IonContent } from '@ionic/react';
import { IonList } from '@app/ionic/ion-list';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import type { OwnerBankChange } from '@shared/contracts/owners';
import { formatDisplayDate } from '@shared/dates';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { RecordState } from '@app/kit/record/RecordState';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import '@app/shell/record-pages.css';
import { Fact } from '@app/kit/record/FactList';
import { usePortalPayout } from './use-portal';
import './portal.css';

const line = (bankName: string | null, masked: string | null) => (bankName ? `${bankName}${masked ? ` ${masked}` : ''}` : null);

/** A change as the owner is told of it: what it is to, and how it stands. */
function ChangeNotice({ change, testId }: { change: OwnerBankChange; testId: string }) {
  const { t, i18n } = useTranslation('portal');
  const words = { to: line(change.bankName, change.accountNumberMasked), at: formatDisplayDate(change.decidedAt ?? change.createdAt, i18n.language) };
  return (
    <p className={`portal-payout-notice portal-payout-notice--${change.status}`} role="status" data-testid={testId}>
      {t(`payout.${change.status}`, words)}
      {change.status === 'rejected' && change.remark ? ` ${t('payout.remark', { remark: change.remark })}` : ''}
    </p>
  );
}

/**
 * The account the owner's payouts go to (masked), and any change of it: a change is made by the operator and approved
 * by a second person, and the owner sees it here while it waits and once it is decided.
 */
export default function PayoutPage() {
  const { t } = useTranslation('portal');
  const { profile } = useSession();
  const { payout, status, error, reload, source, fetchedAt, stale } = usePortalPayout(profile.id);
  const value = status === 'ready' ? payout : null;
  return (
    <>
      <PageHeader title={t('payout.title')} />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        {value ? (
          <>
            <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
            <div className="portal-record" data-testid="portal-payout">
              {value.pending ? <ChangeNotice change={value.pending} testId="portal-payout-pending" /> : null}
              <IonList inset className="detail-list">
                <Fact label={t('payout.account')} testId="portal-payout-account">
                  {line(value.bankName, value.accountNumberMasked) ?? t('payout.none')}
                </Fact>
              </IonList>
              {value.lastDecided ? <ChangeNotice change={value.lastDecided} testId="portal-payout-last" /> : null}
              <p className="portal-muted ion-padding-horizontal">{t('payout.howItChanges')}</p>
            </div>
          </>
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="portal" keyPrefix="payout" testIdPrefix="portal-payout" />
        )}
      </IonContent>
    </>
  );
}
