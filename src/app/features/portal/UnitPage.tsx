import { IonButton, IonContent } from '@ionic/react';
import { IonList } from '@app/ionic/ion-list';
import { homeOutline } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { formatCalendarDate, formatYearMonth, toApiDate, toApiMonth } from '@shared/dates';
import { useSession } from '@app/lib/session';
import { PageHeader } from '@app/shell/PageHeader';
import { StateView } from '@app/shell/StateView';
import { Chip } from '@app/shell/Chip';
import { RecordPage } from '@app/kit/record/RecordPage';
import { PeriodList } from './PeriodList';
import { Fact } from '@app/kit/record/FactList';
import { asOfMonth, ownedUntil, ownPeriods, packagePeriods } from './unit-display';
import { UnitStatusChip } from './UnitStatusChip';
import { usePortalUnit } from './use-portal';
import './portal.css';

const UNITS_PATH = '/portal/units';

/** Not theirs, or gone: the server answers both alike, and so does the page. */
function UnitNotFound() {
  const { t } = useTranslation('portal');
  return (
    <>
      <PageHeader title={t('unit.title')} backHref={UNITS_PATH} />
      <IonContent className="ion-padding page-content">
        <StateView kind="empty" icon={homeOutline} title={t('unit.notFoundTitle')} detail={t('unit.notFoundDetail')} testId="portal-unit-not-found">
          <IonButton routerLink={UNITS_PATH} routerDirection="root" className="ion-margin-top" data-testid="portal-unit-not-found-back">
            {t('unit.backToUnits')}
          </IonButton>
        </StateView>
      </IonContent>
    </>
  );
}

/** One of the owner's units: where it is, its state, its package over time, and the owner's own ownership. */
export default function UnitPage() {
  const { t, i18n } = useTranslation('portal');
  const { profile } = useSession();
  const { id } = useParams<{ id: string }>();
  const { unit, notFound, status, error, reload, source, fetchedAt, stale } = usePortalUnit(id);
  if (notFound) return <UnitNotFound />;
  const now = new Date();
  return (
    <RecordPage
      record={{ value: unit, status, error, source, fetchedAt, stale }}
      title={(value) => value?.unitNumber ?? t('unit.title')}
      backHref={UNITS_PATH}
      namespace="portal"
      keyPrefix="unit"
      testIdPrefix="portal-unit"
      refresh={reload}
      retry={() => void reload()}
    >
      {(value) => {
        const owned = ownPeriods(value, profile.id, toApiDate(now));
        // A unit they no longer own: shown as it stood until their last day, the rest is a later owner's.
        const until = ownedUntil(value, profile.id, owned);
        const packages = until ? asOfMonth(packagePeriods(value, toApiMonth(now)), until.slice(0, 7)) : packagePeriods(value, toApiMonth(now));
        return (
          <div className="portal-record" data-testid="portal-unit-detail">
            <section className="portal-hero">
              <h1 className="portal-hero__title" data-testid="portal-unit-number">
                {value.unitNumber}
              </h1>
              <p className="portal-hero__line">{value.propertyName}</p>
              <UnitStatusChip status={value.status} />
              {until ? (
                <>
                  <Chip outline data-testid="portal-unit-former">{t('card.former')}</Chip>
                  <p className="portal-hero__line" data-testid="portal-unit-former-detail">
                    {t('unit.formerDetail', { date: formatCalendarDate(until, i18n.language) })}
                  </p>
                </>
              ) : null}
            </section>
            <IonList inset className="detail-list">
              <Fact label={t('unit.property')} testId="portal-unit-property">
                {value.propertyName}
              </Fact>
              <Fact label={t('unit.roomType')} testId="portal-unit-room-type">
                {value.roomTypeName}
              </Fact>
              <Fact label={t('unit.status')}>{t(`status.${value.status}`)}</Fact>
            </IonList>
            <h2 className="section-title">{t('unit.packageTitle')}</h2>
            {packages.length ? (
              <PeriodList periods={packages} format={(month) => formatYearMonth(month, i18n.language)} label={t('unit.package')} testId="portal-unit-packages" />
            ) : (
              <p className="portal-muted ion-padding-horizontal" data-testid="portal-unit-no-package">
                {t('unit.noPackage')}
              </p>
            )}
            <h2 className="section-title">{t('unit.ownershipTitle')}</h2>
            {owned.length ? (
              <PeriodList periods={owned} format={(date) => formatCalendarDate(date, i18n.language)} label={t('unit.ownedBy', { name: profile.name })} labelHasName testId="portal-unit-ownership" />
            ) : (
              <p className="portal-muted ion-padding-horizontal">{t('unit.noOwnership')}</p>
            )}
          </div>
        );
      }}
    </RecordPage>
  );
}
