import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { OwnerDetail } from '@shared/contracts/owners';
import { useViewReturn } from '@app/lib/use-view-return';
import { Avatar } from '@app/kit/avatar/Avatar';
import { RecordPage } from '@app/kit/record/RecordPage';
import { OwnerActions } from './OwnerActions';
import { OwnerChips } from './OwnerChips';
import { OwnerCredit } from './OwnerCredit';
import { OwnerFacts } from './OwnerFacts';
import { OwnerHistory } from './OwnerHistory';
import { OwnerPayout } from './OwnerPayout';
import { OwnerPortalAccess } from './OwnerPortalAccess';
import { OwnerUnits } from './OwnerUnits';
import { useOwner, useOwnerHistory, usePayoutAccount } from './use-owners';
import './owners.css';

export default function OwnerPage() {
  const { t } = useTranslation('owners');
  const { id } = useParams<{ id: string }>();
  const { owner, status, error, reload, replace, source, fetchedAt, stale } = useOwner(id);
  const history = useOwnerHistory(id);
  const payout = usePayoutAccount(id);
  // Back from the edit or bank-change page: show what was just saved.
  useViewReturn(() => {
    void reload();
    void history.reload();
    void payout.reload();
  });
  const refresh = () => Promise.all([reload(), history.reload(), payout.reload()]);

  return (
    <RecordPage
      record={{ value: owner, status, error, source, fetchedAt, stale }}
      title={(value) => value?.name ?? t('detail.title')}
      backHref="/admin/owner-mgmt"
      namespace="owners"
      testIdPrefix="owner"
      refresh={refresh}
      retry={() => void reload()}
    >
      {(value) => {
        const changed = (next: OwnerDetail) => {
          replace(next);
          void history.reload();
        };
        return (
          <div className="detail-layout" data-testid="owner-detail">
            <div className="detail-layout__main">
              <section className="owners-hero">
                <Avatar name={value.name} size={64} muted={!value.active} />
                <div className="owners-hero__text">
                  <h1 className="owners-hero__name" data-testid="owner-detail-name">
                    {value.name}
                  </h1>
                  <p className="owners-hero__sub">{t('card.account', { number: value.accountNumber })}</p>
                  <div className="owners-hero__chips">
                    <OwnerChips owner={value} />
                  </div>
                </div>
              </section>
              <OwnerActions owner={value} onChanged={changed} />
              <OwnerUnits units={value.units} />
              <OwnerPayout owner={value} payout={payout} />
              <OwnerCredit ownerId={value.id} />
              <OwnerPortalAccess owner={value} onChanged={changed} />
              <OwnerFacts owner={value} />
            </div>
            <div className="detail-layout__side">
              <h2 className="section-title">{t('detail.historyTitle')}</h2>
              <OwnerHistory history={history} />
            </div>
          </div>
        );
      }}
    </RecordPage>
  );
}
