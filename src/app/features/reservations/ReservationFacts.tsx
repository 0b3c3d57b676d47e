import { IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import { Fact, FactList } from '@app/kit/record/FactList';
import { useTranslation } from '@app/lib/use-translation';
import { regionName } from '@app/lib/region-name';
import type { ReservationDetail } from '@shared/contracts/reservations';
import { formatCalendarDate, formatDateTime } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { ContactItem } from '@app/kit/contact/ContactItem';
import { balanceSen, channelName } from './reservation-display';
import { StatusChip } from './StatusChip';

export function GuestFacts({ stay }: { stay: ReservationDetail }) {
  const { t, i18n } = useTranslation('reservations');
  const none = t('detail.none');
  const nationality = regionName(stay.guestNationality, i18n.language);
  return (
    <>
      <FactList title={t('detail.guest')}>
        <Fact label={t('fields.guestName')} value={stay.guestName ?? none} testId="reservation-detail-guest" />
        <ContactItem kind="phone" value={stay.guestPhone} label={t('fields.guestPhone')} none={none} testId="reservation-detail-phone" />
        <ContactItem kind="email" value={stay.guestEmail} label={t('fields.guestEmail')} none={none} testId="reservation-detail-email" />
        <Fact
          label={t('fields.guestNationality')}
          value={nationality ? (stay.guestPermanentResident ? t('detail.permanentResident', { country: nationality }) : nationality) : t('detail.nationalityUnknown')}
        />
        <Fact label={t('detail.guests')} value={t('detail.guestCount', { adults: stay.adults, children: stay.children })} />
      </FactList>
    </>
  );
}

export function StayFacts({ stay }: { stay: ReservationDetail }) {
  const { t, i18n } = useTranslation('reservations');
  return (
    <>
      <FactList title={t('detail.stay')}>
        <Fact label={t('fields.unit')} value={`${stay.unitNumber} · ${stay.roomTypeName} · ${stay.propertyName}`} testId="reservation-detail-unit" />
        <Fact label={t('fields.checkIn')} value={formatCalendarDate(stay.checkIn, i18n.language)} testId="reservation-detail-check-in" />
        <Fact label={t('fields.checkOut')} value={formatCalendarDate(stay.checkOut, i18n.language)} />
        <Fact label={t('detail.nights')} value={t('card.nights', { count: stay.nights })} />
        <Fact label={t('fields.channel')} value={channelName(stay.channel, t)} />
        <Fact label={t('fields.kind')} value={t(`kind.${stay.kind}`)} />
        {stay.notes ? <Fact label={t('fields.notes')} value={stay.notes} /> : null}
      </FactList>
    </>
  );
}

export function AmountFacts({ stay }: { stay: ReservationDetail }) {
  const { t, i18n } = useTranslation('reservations');
  const myr = (sen: number) => formatMyr(sen, i18n.language);
  const tax = stay.tourismTaxCollectedBy === 'channel' ? t('detail.taxByChannel', { amount: myr(stay.tourismTaxSen) }) : myr(stay.tourismTaxSen);
  return (
    <>
      <FactList title={t('detail.amounts')}>
        <Fact label={t('amount.roomRevenue')} value={myr(stay.roomRevenueSen)} />
        <Fact label={t('amount.cleaningFee')} value={myr(stay.cleaningFeeSen)} />
        <Fact label={t('amount.sst')} value={myr(stay.sstSen)} />
        <Fact label={t('amount.tourismTax')} value={tax} />
        <Fact label={t('amount.total')} value={myr(stay.totalSen)} testId="reservation-detail-total" />
        <Fact label={t('amount.paid')} value={myr(stay.paidSen)} testId="reservation-detail-paid" />
        <Fact label={t('amount.balance')} value={myr(balanceSen(stay))} testId="reservation-detail-balance" />
        {stay.channelCommissionSen ? <Fact label={t('amount.commission')} value={myr(stay.channelCommissionSen)} /> : null}
      </FactList>
    </>
  );
}

export function PaymentList({ stay }: { stay: ReservationDetail }) {
  const { t, i18n } = useTranslation('reservations');
  // A stay first shown from the saved list row has no payments yet: they come with the record.
  const payments = stay.payments ?? [];
  if (payments.length === 0) return <p className="rsv-empty" data-testid="reservation-payments-empty">{t('payment.none')}</p>;
  return (
    <IonList inset className="detail-list" data-testid="reservation-payments">
      {payments.map((p) => (
        <IonItem key={p.id} lines="inset">
          <IonLabel className="ion-text-wrap">
            <h3>{`${formatMyr(p.amountSen, i18n.language)} · ${t(`method.${p.method}`)}`}</h3>
            <p>{[formatCalendarDate(p.paidOn, i18n.language), p.reference, p.createdByName].filter(Boolean).join(' · ')}</p>
          </IonLabel>
        </IonItem>
      ))}
    </IonList>
  );
}

export function StatusHistory({ stay }: { stay: ReservationDetail }) {
  const { t, i18n } = useTranslation('reservations');
  return (
    <ol className="rsv-history" data-testid="reservation-status-history">
      {[...(stay.history ?? [])].reverse().map((change) => (
        <li key={change.id} className="rsv-history__row" data-testid="reservation-history-row" data-to={change.to}>
          <StatusChip status={change.to} />
          <div>
            <p className="rsv-history__line">
              {change.from ? t('history.moved', { from: t(`status.${change.from}`), to: t(`status.${change.to}`) }) : t('history.created')}
            </p>
            <p className="rsv-history__meta">{[formatDateTime(change.at, i18n.language), change.changedByName ?? t('history.system')].join(' · ')}</p>
            {change.remark ? <p className="rsv-history__remark">{change.remark}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
