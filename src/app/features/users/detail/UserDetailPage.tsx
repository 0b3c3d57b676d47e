import { useCallback } from 'react';
import { IonIcon } from '@ionic/react';
import { trashBinOutline } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@app/lib/use-translation';
import type { User } from '@shared/contracts/users';
import { formatDisplayDate } from '@shared/dates';
import { showToast } from '@app/lib/toast-bus';
import { useViewReturn } from '@app/lib/use-view-return';
import { RecordPage } from '@app/kit/record/RecordPage';
import type { Outcome } from '@app/lib/use-mutation-runner';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { useRecordDecisions } from '@app/kit/record/use-record-decisions';
import { useUser, useUserHistory } from '../remote/use-user';
import { userDecisions } from '../decisions';
import { UserAccountActions } from './UserAccountActions';
import { DangerActions, PendingDecision } from './UserDecisions';
import { UserDocuments } from './UserDocuments';
import { UserHistory } from './UserHistory';
import { UserHero, UserProfile } from './UserProfile';
import { UserSettings } from './UserSettings';
import '../users.css';

export default function UserDetailPage() {
  const { t, i18n } = useTranslation('users');
  const { id } = useParams<{ id: string }>();
  const { user, status, error, reload, replace, source, fetchedAt, stale } = useUser(id);
  const history = useUserHistory(id);
  const reloadHistory = history.reload;
  const { open, conflict, setConflict } = useRecordDecisions({
    id,
    recordKey: userDecisions.approval.recordKey,
    replace,
    onAnswered: () => void reloadHistory(),
  });
  useViewReturn(() => {
    void reload();
    void history.reload();
  });

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

  const refresh = () => Promise.all([reload(), history.reload()]);

  return (
    <RecordPage
      record={{ value: user, status, error, source, fetchedAt, stale }}
      title={(value) => value?.name ?? t('detail.title')}
      backHref="/admin/user-mgmt"
      namespace="users"
      testIdPrefix="user"
      refresh={refresh}
      retry={() => void reload()}
    >
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
            <h2 className="section-title">{t('history.title')}</h2>
            <UserHistory entries={history.entries} totalCount={history.totalCount} status={history.status} onRetry={() => void history.reload()} />
          </div>
        </div>
      )}
    </RecordPage>
  );
}
