import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { cashOutline, createOutline } from 'ionicons/icons';
import { LinkButton } from '@app/kit/action/LinkButton';
import { useTranslation } from '@app/lib/use-translation';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { reservationDecisions } from './decisions';
import { PaymentSheet } from './PaymentSheet';
import { ReservationActions } from './ReservationActions';
import { AmountFacts, GuestFacts, PaymentList, StatusHistory, StayFacts } from './ReservationFacts';
import { stayDates } from './reservation-display';
import { StatusChip } from './StatusChip';
import { reservationResource } from './resource';
import './reservations.css';

export default function ReservationPage() {
  const { t, i18n } = useTranslation('reservations');
  const { profile } = useSession();
  const page = useRecordPage(reservationResource, { decisions: reservationDecisions.move.recordKey });
  const [paying, setPaying] = useState(false);
  const { open, conflict } = page.decisions;
  const mayEdit = can(profile, P.reservation.edit);

  return (
    <RecordPage
      page={page}
      title={(value) => value?.code ?? t('detail.title')}
      backHref="/admin/reservation"
      namespace="reservations"
      testIdPrefix="reservation"
    >
      {(value) => (
        <div className="detail-layout" data-testid="reservation-detail" data-status={value.status}>
          <div className="detail-layout__main">
            <section className="rsv-hero">
              <h1 className="rsv-hero__name" data-testid="reservation-detail-name">
                {value.guestName ?? t(`kind.${value.kind}`)}
              </h1>
              <p className="rsv-hero__line">{`${value.code} · ${value.unitNumber} · ${stayDates(value, i18n.language)}`}</p>
              <StatusChip status={value.status} testId="reservation-detail-status" />
            </section>
            <PendingSyncChip count={open.length} />
            <ConflictBanner message={conflict} title={t('conflict.title')} testId="reservation-conflict" />
            <ReservationActions stay={value} onRecordPayment={() => setPaying(true)} />
            {mayEdit ? (
              <div className="action-grid rsv-actions">
                <LinkButton href={`/admin/reservation/${value.id}/edit`} icon={createOutline} label={t('detail.edit')} testId="reservation-edit-button" />
                <IonButton fill="outline" onClick={() => setPaying(true)} data-testid="reservation-payment-button">
                  <IonIcon slot="start" icon={cashOutline} aria-hidden="true" />
                  {t('payment.add')}
                </IonButton>
              </div>
            ) : null}
            <GuestFacts stay={value} />
            <StayFacts stay={value} />
            <AmountFacts stay={value} />
          </div>
          <div className="detail-layout__side">
            <h2 className="section-title">{t('payment.title')}</h2>
            <PaymentList stay={value} />
            <h2 className="section-title">{t('history.title')}</h2>
            <StatusHistory stay={value} />
          </div>
          {mayEdit ? <PaymentSheet stay={value} isOpen={paying} onClose={() => setPaying(false)} onSaved={page.replace} /> : null}
        </div>
      )}
    </RecordPage>
  );
}
