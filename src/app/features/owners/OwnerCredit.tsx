import { useEffect, useState } from 'react';
import { IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { useTranslation } from '@app/lib/use-translation';
import { credit } from '@shared/contracts/plain/credit';
import { formatMyr } from '@shared/money';
import { P } from '@shared/permissions';
import { api } from '@app/lib/api';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';

type Balance = { status: 'loading' } | { status: 'ready'; sen: number } | { status: 'failed' };

/**
 * The owner's credit balance, from their credit account, for an admin who may view credit (code 64); it opens the
 * account's ledger. Nothing is shown, and nothing asked, to an admin without that code.
 */
export function OwnerCredit({ ownerId }: { ownerId: string }) {
  const { profile } = useSession();
  const allowed = can(profile, P.credit.view);
  if (!allowed) return null;
  return <Balance ownerId={ownerId} />;
}

function Balance({ ownerId }: { ownerId: string }) {
  const { t, i18n } = useTranslation('owners');
  const [balance, setBalance] = useState<Balance>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setBalance({ status: 'loading' });
    api.call(credit.holder, { params: { accountId: ownerId }, signal: controller.signal, quiet: true }).then(
      (holder) => setBalance({ status: 'ready', sen: holder.balanceSen }),
      () => { if (!controller.signal.aborted) setBalance({ status: 'failed' }); },
    );
    return () => controller.abort();
  }, [ownerId]);
  const shown = balance.status === 'ready' ? formatMyr(balance.sen, i18n.language) : balance.status === 'loading' ? t('credit.loading') : t('credit.failed');
  return (
    <>
      <h2 className="section-title">{t('credit.title')}</h2>
      <IonList inset className="detail-list">
        <IonItem lines="none" routerLink={`/admin/manage-credit/${ownerId}`} detail data-testid="owner-credit-link">
          <IonLabel className="ion-text-wrap">
            <p className="field-label">{t('credit.balance')}</p>
            <h3 data-testid="owner-credit-balance" data-state={balance.status}>{shown}</h3>
          </IonLabel>
        </IonItem>
      </IonList>
    </>
  );
}
