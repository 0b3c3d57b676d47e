import type { ReactNode } from 'react';
import { IonButton } from '@ionic/react';
import { IonSkeletonText } from '../ionic/ion-skeleton-text';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@shared/contracts/audit';
import { formatDateTime } from '@shared/dates';
import { queuedOfflineNote } from '../lib/audit-claim';
import type { RecordStatus } from '../lib/use-remote-record';
import './audit-history.css';

export type HistoryTone = 'good' | 'bad' | 'neutral';

export interface AuditHistoryProps {
  entries: AuditEntry[];
  status: RecordStatus;
  onRetry(): void;
  /**
   * The area's translation namespace. Its `history` block names the lines every area shows
   * (error, none, by, system, queuedOffline, actions.<action>); what differs between areas comes in below.
   */
  namespace: string;
  testId: string;
  /** The action's name when the area has no translation for it. */
  fallbackAction(action: string): string;
  /** The area's own lines under an entry: remarks, changed fields, what a new record started with. */
  details(entry: AuditEntry): ReactNode;
  /** Colours the entry's dot; an area without decisions leaves every entry neutral. */
  tone?(entry: AuditEntry): HistoryTone;
  /** Shown under the list, e.g. that older entries were left out. */
  footer?: ReactNode;
}

/** Only for what the app says it queued while offline: a decision sent at once shows nothing special. */
function QueuedOffline({ entry, namespace }: { entry: AuditEntry; namespace: string }) {
  const { t, i18n } = useTranslation(namespace);
  const note = queuedOfflineNote(entry, i18n.language);
  return note ? (
    <div className="history__who" data-testid="history-queued-offline">
      {t('history.queuedOffline', { queued: note.queued, sent: note.sent })}
    </div>
  ) : null;
}

/** A record's audit trail as a timeline, newest first, with its loading, error and empty states. */
export function AuditHistory({ entries, status, onRetry, namespace, testId, fallbackAction, details, tone, footer }: AuditHistoryProps) {
  const { t, i18n } = useTranslation(namespace);
  if (status === 'loading') {
    return (
      <div aria-busy="true" className="history">
        <IonSkeletonText animated style={{ width: '90%', height: 16 }} />
        <IonSkeletonText animated style={{ width: '70%', height: 16 }} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <p className="history-message">
        {t('history.error')}{' '}
        <IonButton size="small" fill="clear" onClick={onRetry}>
          {t('common:retry')}
        </IonButton>
      </p>
    );
  }
  if (!entries.length) return <p className="history-message">{t('history.none')}</p>;
  return (
    <>
      <ol className="history" data-testid={testId}>
        {entries.map((entry) => (
          <li key={entry.id} className={`history__entry history__entry--${tone?.(entry) ?? 'neutral'}`} data-action={entry.action}>
            <div className="history__head">
              <strong>{t(`history.actions.${entry.action}`, { defaultValue: fallbackAction(entry.action) })}</strong>
              <time dateTime={entry.at}>
                {formatDateTime(entry.at, i18n.language)}
              </time>
            </div>
            <div className="history__who">{t('history.by', { name: entry.actorName ?? t('history.system') })}</div>
            <QueuedOffline entry={entry} namespace={namespace} />
            {details(entry)}
          </li>
        ))}
      </ol>
      {footer}
    </>
  );
}
