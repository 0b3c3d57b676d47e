import { IonButton, IonContent, IonIcon } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { calendarOutline, personOutline } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import { regionName } from '@app/lib/region-name';
import type { User } from '@shared/contracts/users';
import { formatCalendarDate, formatDisplayDate } from '@shared/dates';
import { formatPhone } from '@shared/phone';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { ChoiceButtons } from '@app/kit/decision/ChoiceButtons';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { RecordHero } from '@app/kit/record/RecordHero';
import { useRecordDecisions } from '@app/kit/record/use-record-decisions';
import { useRider } from '../remote/use-user';
import { userDecisions } from '../decisions';
import { riderCopy } from '../queues/decision-words';
import { sortDocuments } from '../ui/documents';
import { RecordState } from '@app/kit/record/RecordState';
import { VerificationChip } from '../ui/UserChips';
import { UserAvatar } from '../ui/UserAvatar';
import { DocumentViewer } from './DocumentViewer';
import '../users.css';

/**
 * What the documents are compared with, beside them: the details the rider registered — the name, the MyKad or
 * passport number and the date of birth as they should read on the document, then the account, phone, country and
 * the day they registered.
 */
function RiderDetails({ rider }: { rider: User }) {
  const { t, i18n } = useTranslation('users', { keyPrefix: 'riders' });
  const rows: [string, string | null, string][] = [
    [t('details.name'), rider.name, 'name'],
    [t('details.idNumber'), rider.idNumber, 'id-number'],
    [t('details.dateOfBirth'), rider.dateOfBirth ? formatCalendarDate(rider.dateOfBirth, i18n.language) : null, 'date-of-birth'],
    [t('details.accountNumber'), rider.accountNumber, 'account'],
    [t('details.phone'), rider.phone ? formatPhone(rider.phone) : null, 'phone'],
    [t('details.country'), regionName(rider.country, i18n.language), 'country'],
    [t('details.registered'), formatDisplayDate(rider.createdAt, i18n.language), 'registered'],
  ];
  return (
    <section className="u-verify__details" aria-labelledby="rider-details-title" data-testid="rider-details">
      <h2 className="section-title" id="rider-details-title">{t('details.title')}</h2>
      <dl className="u-verify__facts">
        {rows.map(([label, value, id]) => (
          <div key={id} className="u-verify__fact">
            <dt>{label}</dt>
            <dd data-testid={`rider-details-${id}`}>{value ?? t('details.none')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A rider's identity check: the documents large and zoomable beside the rider's details, then Approve or Reject with remarks. */
export default function RiderVerificationPage() {
  const { t } = useTranslation('users', { keyPrefix: 'riders' });
  const { t: tu } = useTranslation('users');
  const { accountNumber } = useParams<{ accountNumber: string }>();
  const { profile } = useSession();
  const { rider, status, error, reload, replace, source, fetchedAt, stale } = useRider(accountNumber);
  const { open, conflict } = useRecordDecisions({ id: rider?.id, recordKey: userDecisions.riderVerification.recordKey, replace });
  const documents = rider ? sortDocuments(rider.documents).filter((d) => d.kind !== 'avatar') : [];

  return (
    <>
      <PageHeader title={t('verify.title')} backHref="/admin/user-mgmt/queues?tab=riders" />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void reload().finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        {rider && status === 'ready' ? (
          <div className="u-narrow u-verify" data-testid="rider-verification" data-account-number={rider.accountNumber}>
            <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void reload()} />
            <RecordHero
              compact
              leading={<UserAvatar name={rider.name} avatarId={rider.avatarId} size={56} />}
              name={rider.name}
              nameTestId="rider-name"
              sub={rider.accountNumber}
              chips={
                <>
                  <VerificationChip status={rider.verificationStatus} testId="rider-verification-status" />
                  <PendingSyncChip count={open.length} />
                </>
              }
            />
            <ConflictBanner message={conflict} title={tu('conflict.title')} testId="rider-conflict" className="u-note u-note--flush" />
            {rider.verificationRemarks ? <p className="u-remark">“{rider.verificationRemarks}”</p> : null}
            <div className="u-verify__compare">
              <RiderDetails rider={rider} />
              <section className="u-verify__documents" aria-labelledby="rider-documents-title">
                <h2 className="section-title" id="rider-documents-title">{t('documents.title')}</h2>
                <DocumentViewer key={rider.id} documents={documents} testIdPrefix="rider-document" />
              </section>
            </div>
            {rider.verificationStatus === 'pending' && can(profile, P.user.approve) ? (
              <ChoiceButtons record={rider} decision={userDecisions.riderVerification} copy={(r, d) => riderCopy(r, d, tu)} testIdPrefix="rider" className="u-two-buttons u-rider-decision" />
            ) : null}
            <div className="action-grid u-action-grid u-action-grid--spaced">
              <IonButton fill="outline" routerLink={`/admin/user-mgmt/${rider.id}`} data-testid="rider-profile-link">
                <IonIcon slot="start" icon={personOutline} aria-hidden="true" />
                {t('verify.profile')}
              </IonButton>
              <IonButton fill="outline" routerLink={`/admin/user-mgmt/attendance?account=${encodeURIComponent(rider.accountNumber)}`} data-testid="rider-attendance-link">
                <IonIcon slot="start" icon={calendarOutline} aria-hidden="true" />
                {tu('attendance.title')}
              </IonButton>
            </div>
          </div>
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} namespace="users" testIdPrefix="user" />
        )}
      </IonContent>
    </>
  );
}
