import { IonButton, IonIcon } from '@ionic/react';
import { IonNote } from '@app/ionic/ion-note';
import { swapHorizontalOutline } from 'ionicons/icons';
import type { OwnerBankChange, OwnerDetail } from '@shared/contracts/owners';
import { formatDateTime } from '@shared/dates';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useTranslation } from '@app/lib/use-translation';
import { bankLine } from './bank-display';
import { BankChangeNumbers } from './BankChangeNumbers';
import type { usePayoutAccount } from './use-owners';

function ChangeLine({ change, testId }: { change: OwnerBankChange; testId: string }) {
  const { t, i18n } = useTranslation('owners');
  const to = bankLine(change.bankName, change.accountNumberMasked, '');
  const at = formatDateTime(change.decidedAt ?? change.createdAt, i18n.language);
  const who = (change.status === 'pending' ? change.makerName : change.decidedByName) ?? t('bankChange.someone');
  return (
    <IonNote className="owners-note" data-testid={testId}>
      {t(`bankChange.record.${change.status}`, { to, who, at })}
      {change.remark ? ` — ${change.remark}` : ''}
    </IonNote>
  );
}

/**
 * The payout account on the owner's record: a change is asked for here and approved by another admin in the approvals
 * inbox, so the record shows what waits and how the last one ended.
 */
export function OwnerPayout({ owner, payout }: { owner: OwnerDetail; payout: ReturnType<typeof usePayoutAccount> }) {
  const { t } = useTranslation('owners');
  const { profile } = useSession();
  const pending = payout.payout?.pending ?? null;
  const last = payout.payout?.lastDecided ?? null;
  return (
    <section data-testid="owner-payout">
      <h2 className="section-title">{t('bankChange.title')}</h2>
      <div className="owners-portal">
        {pending ? <ChangeLine change={pending} testId="owner-bank-change-pending" /> : null}
        {pending?.unmasked ? <BankChangeNumbers change={pending} full={pending.unmasked} testId="owner-bank-change-pending-numbers" /> : null}
        {last ? <ChangeLine change={last} testId="owner-bank-change-last" /> : null}
        {can(profile, P.owner.edit) && owner.active ? (
          <div className="action-grid">
            <IonButton fill="outline" routerLink={`/admin/owner-mgmt/${owner.id}/bank-change`} disabled={!!pending} data-testid="owner-bank-change">
              <IonIcon slot="start" icon={swapHorizontalOutline} aria-hidden="true" />
              {t('bankChange.open')}
            </IonButton>
          </div>
        ) : null}
      </div>
    </section>
  );
}
