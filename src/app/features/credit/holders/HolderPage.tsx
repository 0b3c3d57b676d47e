import { IonButton, IonIcon } from '@ionic/react';
import { swapVerticalOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import { formatMyr } from '@shared/money';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { Avatar } from '@app/kit/avatar/Avatar';
import { RecordHero } from '@app/kit/record/RecordHero';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { holderResource } from '../resource';
import { Chip } from '@app/shell/Chip';
import { HolderLedger } from './HolderLedger';
import { holderPath } from './HolderCard';
import { useLedger } from './use-holders';
import '../credit.css';

export default function HolderPage() {
  const { t, i18n } = useTranslation('credit');
  const { profile } = useSession();
  const page = useRecordPage(holderResource, { param: 'accountId' });
  const ledger = useLedger(page.id ?? '');
  // Back from the request form or a request: the balance and the ledger may have moved.
  useViewReturn(() => void ledger.refresh());

  return (
    <RecordPage
      page={page}
      refresh={() => Promise.all([page.refresh(), ledger.refresh()])}
      title={(value) => value?.name ?? t('holders.detail.title')}
      backHref="/admin/manage-credit"
      namespace="credit"
      keyPrefix="holders"
      testIdPrefix="credit-holder"
    >
      {(value) => (
        <div className="narrow-column ion-padding credit-page" data-testid="credit-holder-detail">
          <RecordHero
            compact
            leading={<Avatar name={value.name} size={56} />}
            name={value.name}
            sub={value.accountNumber}
            chips={
              <Chip outline className="credit-role-chip">
                {t(`role.${value.role ?? 'none'}`)}
              </Chip>
            }
          />
          <section className="credit-balance" aria-label={t('balance')}>
            <span className="credit-balance__label">{t('balance')}</span>
            <span className="credit-balance__value" data-testid="credit-holder-balance" data-sen={value.balanceSen}>
              {formatMyr(value.balanceSen, i18n.language)}
            </span>
          </section>
          {can(profile, P.credit.create) ? (
            <IonButton expand="block" routerLink={`${holderPath(value.accountId)}/request`} className="credit-tall-button" data-testid="credit-request-button">
              <IonIcon slot="start" icon={swapVerticalOutline} aria-hidden="true" />
              {t('holders.detail.request')}
            </IonButton>
          ) : null}
          <h2 className="section-title">{t('holders.ledger.title')}</h2>
          <HolderLedger ledger={ledger} />
        </div>
      )}
    </RecordPage>
  );
}
