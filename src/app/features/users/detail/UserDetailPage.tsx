import { useCallback } from 'react';
import { IonIcon } from '@ionic/react';
import { trashBinOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { User } from '@shared/contracts/users';
import { formatDisplayDate } from '@shared/dates';
import { showToast } from '@app/lib/toast-bus';
import { HistorySection } from '@app/kit/record/RecordHistory';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import type { Outcome } from '@app/lib/use-mutation-runner';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { userDecisions } from '../decisions';
import { userResource } from '../resource';
import { userHistoryView } from '../views';
import { UserAccountActions } from './UserAccountActions';
import { DangerActions, PendingDecision } from './UserDecisions';
import { UserDocuments } from './UserDocuments';
import { UserHero, UserProfile } from './UserProfile';
import { UserSettings } from './UserSettings';
import '../users.css';

export default function UserDetailPage() {
  const { t, i18n } = useTranslation('users');
  const page = useRecordPage(userResource, { history: userHistoryView, decisions: userDecisions.approval.recordKey });
  const { replace } = page;
  const reloadHistory = page.history.reload;
  const { open, conflict, setConflict } = page.decisions;

  /** A success shows the new record; a 409 shows the server's, with why, never a silent overwrite. */
  const onOutcome = useCallback(
    (outcome: Outcome<User>, done: string) => {
      if (outcome.ok) {
        replace(outcome.value);
        setConflict(null);
        showToast(done, 'success');
      } else if (outcome.conflict) {
        replace(outcome.conflict);
        setConflict(outcome.message);
      } else return;
      void reloadHistory();
    },
    [replace, setConflict, reloadHistory],
  );

  return (
    <RecordPage page={page} title={(value) => value?.name ?? t('detail.title')} backHref="/admin/user-mgmt" namespace="users" testIdPrefix="user">
      {(value) => (
        <div className="detail-layout u-detail" data-testid="user-detail" data-account-number={value.accountNumber}>
          <div className="u-detail__main">
            <UserHero user={value} />
            <PendingSyncChip count={open.length} />
            <ConflictBanner message={conflict} title={t('conflict.title')} testId="user-conflict" className="u-note" />
            {value.deletedAt ? (
              <p className="warning-note u-note" role="note" data-testid="user-erased">
                <IonIcon icon={trashBinOutline} aria-hidden="true" /> {t('delete.erasedNote', { date: formatDisplayDate(value.deletedAt, i18n.language) })}
              </p>
            ) : null}
            <PendingDecision user={value} />
            <UserAccountActions user={value} />
            <DangerActions user={value} onOutcome={onOutcome} />
            <h2 className="section-title">{t('detail.profileTitle')}</h2>
            <UserProfile user={value} />
            <UserSettings key={`${value.id}:${value.url ?? ''}`} user={value} onOutcome={onOutcome} />
          </div>
          <div className="u-detail__side">
            <h2 className="section-title">{t('documents.title')}</h2>
            <UserDocuments documents={value.documents} name={value.name} />
            <HistorySection history={page.history} />
          </div>
        </div>
      )}
    </RecordPage>
  );
}
