import { useTranslation } from '@app/lib/use-translation';
import { useViewReturn } from '@app/lib/use-view-return';
import { Avatar } from '@app/kit/avatar/Avatar';
import { DetailLayout, RecordPage } from '@app/kit/record/RecordPage';
import { RecordHero } from '@app/kit/record/RecordHero';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { OwnerActions } from './OwnerActions';
import { OwnerChips } from './OwnerChips';
import { OwnerCredit } from './OwnerCredit';
import { OwnerFacts } from './OwnerFacts';
import { OwnerPayout } from './OwnerPayout';
import { OwnerPortalAccess } from './OwnerPortalAccess';
import { OwnerUnits } from './OwnerUnits';
import { withUnits } from './owner-display';
import { ownerResource } from './resource';
import { usePayoutAccount } from './use-owners';
import { ownerHistoryView } from './views';
import './owners.css';

export default function OwnerPage() {
  const { t } = useTranslation('owners');
  const page = useRecordPage(ownerResource, { history: ownerHistoryView, shape: withUnits });
  const payout = usePayoutAccount(page.id);
  // Back from the bank-change page: the change waits for approval on the payout account.
  useViewReturn(() => void payout.reload());

  return (
    <RecordPage
      page={page}
      refresh={() => Promise.all([page.refresh(), payout.reload()])}
      title={(value) => value?.name ?? t('detail.title')}
      backHref="/admin/owner-mgmt"
      namespace="owners"
      testIdPrefix="owner"
    >
      {(value) => (
        <DetailLayout testId="owner-detail" history={page.history}>
          <RecordHero
            leading={<Avatar name={value.name} size={64} muted={!value.active} />}
            name={value.name}
            nameTestId="owner-detail-name"
            sub={t('card.account', { number: value.accountNumber })}
            chips={<OwnerChips owner={value} />}
          />
          <OwnerActions record={value} onChanged={page.changed} />
          <OwnerUnits units={value.units} />
          <OwnerPayout owner={value} payout={payout} />
          <OwnerCredit ownerId={value.id} />
          <OwnerPortalAccess owner={value} onChanged={page.changed} />
          <OwnerFacts owner={value} />
        </DetailLayout>
      )}
    </RecordPage>
  );
}
