import { openOutline } from 'ionicons/icons';
import { LinkButton } from '@app/kit/action/LinkButton';
import { useTranslation } from '@app/lib/use-translation';
import { ENQUIRY_TRANSITIONS, type EnquiryDetail } from '@shared/contracts/enquiries';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { enquiryDecisions } from './decisions';
import { EnquiryActions } from './EnquiryActions';
import { EnquiryConvert } from './EnquiryConvert';
import { EnquiryFacts } from './EnquiryFacts';
import { EnquiryStatusChip } from './EnquiryStatusChip';
import { EnquiryTimeline } from './EnquiryTimeline';
import { enquiryResource } from './resource';
import './enquiries.css';

export default function EnquiryPage() {
  const { t } = useTranslation('enquiries');
  const { profile } = useSession();
  const page = useRecordPage(enquiryResource, { decisions: enquiryDecisions.move.recordKey });
  const { open, conflict } = page.decisions;

  return (
    <RecordPage
      page={page}
      title={(value) => value?.name ?? t('detail.title')}
      backHref="/admin/enquiry"
      namespace="enquiries"
      testIdPrefix="enquiry"
    >
      {(value) => (
        <div className="detail-layout" data-testid="enquiry-detail">
          <div className="detail-layout__main">
            <section className="enquiries-hero">
              <h1 className="enquiries-hero__name" data-testid="enquiry-detail-name">{value.name}</h1>
              <EnquiryStatusChip status={value.status} />
            </section>
            {value.reservationId ? (
              <section className="enquiries-booked" data-testid="enquiry-booked">
                <p>{t('convert.bookedAs', { code: value.reservationCode ?? '' })}</p>
                <LinkButton href={`/admin/reservation/${value.reservationId}`} icon={openOutline} label={t('convert.open', { code: value.reservationCode ?? '' })} testId="enquiry-reservation-link" />
              </section>
            ) : null}
            <PendingSyncChip count={open.length} />
            <ConflictBanner message={conflict} title={t('conflict.title')} testId="enquiry-conflict" />
            <EnquiryActions key={`${value.id}-${value.version}`} enquiry={value} />
            <EnquiryFacts enquiry={value} />
            {ENQUIRY_TRANSITIONS[value.status].includes('converted') && can(profile, P.reservation.create) ? (
              <EnquiryConvert key={`convert-${value.id}`} enquiry={value} onChanged={page.replace} />
            ) : null}
          </div>
          <div className="detail-layout__side">
            <h2 className="section-title">{t('detail.historyTitle')}</h2>
            {/* A row saved from the inbox shows at once, before its history arrives. */}
            <EnquiryTimeline history={(value.history as EnquiryDetail['history'] | undefined) ?? []} />
          </div>
        </div>
      )}
    </RecordPage>
  );
}
