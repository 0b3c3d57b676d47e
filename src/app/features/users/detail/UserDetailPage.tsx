import { useCallback, useState } from 'react';
import { IonContent, IonIcon } from '@ionic/react';
import { IonRefresher } from '@app/ionic/ion-refresher';
import { IonRefresherContent } from '@app/ionic/ion-refresher-content';
import { alertCircleOutline, trashBinOutline } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/contracts/users';
import { formatDisplayDate } from '@shared/dates';
import { showToast } from '@app/lib/toast-bus';
import { useViewReturn } from '@app/lib/use-view-return';
import { PageHeader } from '@app/shell/PageHeader';
import { StaleNotice } from '@app/shell/StaleNotice';
import type { Outcome } from '@app/lib/use-mutation-runner';
import { PendingSyncChip } from '@app/offline/PendingSyncChip';
import type { OutboxItem } from '@app/offline/outbox-types';
import { useRecordSync } from '@app/offline/use-record-sync';
import { useUser, useUserHistory } from '../remote/use-user';
import { userRecordKey } from '../remote/user-decisions';
import { RecordState } from '../ui/RecordState';
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
  const [conflict, setConflict] = useState<string | null>(null);
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
    [replace, reloadHistory],
  );

  /** A queued decision answered: the page takes the server's record (and says so on a conflict). */
  const isThisUser = (value: unknown): value is User => !!value && typeof value === 'object' && (value as { id?: unknown }).id === id;
  const open = useRecordSync(id ? userRecordKey(id) : null, {
    onApplied: (item: OutboxItem) => {
      if (isThisUser(item.result)) replace(item.result);
      setConflict(null);
      void history.reload();
    },
    onConflict: (item: OutboxItem) => {
      if (isThisUser(item.conflict?.current)) replace(item.conflict.current);
      setConflict(item.conflict?.message ?? null);
      void history.reload();
    },
  });

  return (
    <>
      <PageHeader title={user?.name ?? t('detail.title')} backHref="/admin/user-mgmt" />
      <IonContent className="page-content">
        <IonRefresher slot="fixed" onIonRefresh={(e) => void Promise.all([reload(), history.reload()]).finally(() => e.detail.complete())}>
          <IonRefresherContent />
        </IonRefresher>
        {user && status === 'ready' ? (
          <>
            <StaleNotice source={source} fetchedAt={fetchedAt} stale={stale} onRetry={() => void Promise.all([reload(), history.reload()])} />
            <div className="detail-layout u-detail" data-testid="user-detail" data-account-number={user.accountNumber}>
              <div className="u-detail__main">
                <UserHero user={user} />
                <PendingSyncChip count={open.length} />
                {conflict ? (
                  <p className="warning-note u-note" role="alert" data-testid="user-conflict">
                    <IonIcon icon={alertCircleOutline} aria-hidden="true" />
                    <span>
                      <strong>{t('conflict.title')}</strong> {conflict}
                    </span>
                  </p>
                ) : null}
                {user.deletedAt ? (
                  <p className="warning-note u-note" role="note" data-testid="user-erased">
                    <IonIcon icon={trashBinOutline} aria-hidden="true" /> {t('delete.erasedNote', { date: formatDisplayDate(user.deletedAt, i18n.language) })}
                  </p>
                ) : null}
                <PendingDecision user={user} />
                <UserAccountActions user={user} />
                <DangerActions user={user} onOutcome={onOutcome} />
                <h2 className="section-title">{t('detail.profileTitle')}</h2>
                <UserProfile user={user} />
                <UserSettings key={`${user.id}:${user.url ?? ''}`} user={user} onOutcome={onOutcome} />
              </div>
              <div className="u-detail__side">
                <h2 className="section-title">{t('documents.title')}</h2>
                <UserDocuments documents={user.documents} name={user.name} />
                <h2 className="section-title">{t('history.title')}</h2>
                <UserHistory entries={history.entries} totalCount={history.totalCount} status={history.status} onRetry={() => void history.reload()} />
              </div>
            </div>
          </>
        ) : (
          <RecordState status={status} error={error} onRetry={() => void reload()} />
        )}
      </IonContent>
    </>
  );
}
