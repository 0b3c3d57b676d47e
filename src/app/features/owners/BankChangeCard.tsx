import { arrowForwardOutline } from 'ionicons/icons';
import type { OwnerBankChange } from '@shared/contracts/owners';
import { formatDateTime } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import type { InboxCardProps } from '@app/kit/inbox/define-inbox';
import { LabelledIcon, SwipeCard } from '@app/kit/swipe/SwipeCard';
import { bankLine } from './bank-display';
import { BankChangeNumbers } from './BankChangeNumbers';
// The inbox opens this card without any owners page loaded: its styles come with it.
import './owners.css';

/**
 * A change of payout account in the approvals inbox: whose, old → new, who asked and when. The inbox lists it only to
 * admins who decide it, and they get the numbers in full (cached on their device with the inbox, as the record is).
 */
export default function BankChangeCard({ item, canDecide, decide, alwaysShowButtons }: InboxCardProps<OwnerBankChange>) {
  const { t, i18n } = useTranslation('owners');
  return (
    <SwipeCard
      testId={`bank-change-${item.id}`}
      approveTestId={`bank-change-approve-${item.id}`}
      rejectTestId={`bank-change-reject-${item.id}`}
      canDecide={canDecide}
      alwaysShowButtons={alwaysShowButtons}
      words={{ approve: t('bankChange.approve'), reject: t('bankChange.reject'), decide: t('bankChange.decide', { name: item.ownerName }) }}
      onApprove={() => decide(item, 'approve')}
      onReject={() => decide(item, 'reject')}
    >
      <div className="owners-bank-change">
        <div className="owners-bank-change__head">
          <strong>{item.ownerName}</strong>{' '}
          <span className="owners-bank-change__number">{item.ownerAccountNumber}</span>
        </div>
        {item.unmasked ? (
          <BankChangeNumbers change={item} full={item.unmasked} testId={`bank-change-accounts-${item.id}`} />
        ) : (
          <p className="owners-bank-change__accounts" data-testid={`bank-change-accounts-${item.id}`}>
            <span>{bankLine(item.previousBankName, item.previousAccountNumberMasked, t('bankChange.noAccount'))}</span>
            <LabelledIcon icon={arrowForwardOutline} label={t('bankChange.becomes')} />
            <strong>{bankLine(item.bankName, item.accountNumberMasked, '')}</strong>
          </p>
        )}
        <p className="owners-bank-change__meta">
          {t('bankChange.askedBy', { name: item.makerName ?? t('bankChange.someone') })} · {formatDateTime(item.createdAt, i18n.language)}
        </p>
      </div>
    </SwipeCard>
  );
}
