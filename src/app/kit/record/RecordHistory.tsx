import { Fragment, type ReactNode } from 'react';
import { IonButton } from '@ionic/react';
import { IonSkeletonText } from '@app/ionic/ion-skeleton-text';
import { useTranslation } from '@app/lib/use-translation';
import { KIT_WORDS } from '../words';
import type { AuditEntry } from '@shared/contracts/audit';
import { formatDateTime } from '@shared/dates';
import { formatPhone } from '@shared/phone';
import { queuedOfflineNote } from '@app/lib/audit-claim';
import type { FieldChange } from '@app/lib/audit-changes';
import type { RecordStatus } from '@app/lib/use-remote-record';
import { entryChanges, humaniseAuditAction, type HistoryLines, type HistoryTone } from './history-lines';
import type { RecordHistoryState } from './use-record-history';
import './record-history.css';

export type { HistoryTone };

export interface RecordHistoryProps {
  entries: AuditEntry[];
  status: RecordStatus;
  onRetry(): void;
  /**
   * The area's translation namespace. Its `history` block names the lines every area shows
   * (error, none, by, system, queuedOffline, actions.<action>); what differs between areas comes in below.
   * An action it leaves out reads by its verb (`company.edit`: `actions.edit`), the kit's unless the area says it.
   */
  namespace: string;
  /** Where the `history` block sits in the namespace, for an area whose own `history` means something else. */
  keyPrefix?: string;
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

/**
 * The lines every history says (`history.by`, `history.none`…): the area's, under its key prefix, else the kit's.
 * Without a prefix the kit's word is found anyway (the kit is every namespace's fallback); a prefixed block needs this.
 */
function useSharedLines(namespace: string, keyPrefix?: string) {
  const { t } = useTranslation(namespace, { keyPrefix });
  const { t: kit } = useTranslation(KIT_WORDS);
  return (key: string, values: Record<string, unknown> = {}): string => t(key, { ...values, defaultValue: kit(key, values) });
}

/** Only for what the app says it queued while offline: a decision sent at once shows nothing special. */
function QueuedOffline({ entry, namespace, keyPrefix }: { entry: AuditEntry; namespace: string; keyPrefix?: string }) {
  const { i18n } = useTranslation(namespace, { keyPrefix });
  const shared = useSharedLines(namespace, keyPrefix);
  const note = queuedOfflineNote(entry, i18n.language);
  return note ? (
    <div className="history__who" data-testid="history-queued-offline">
      {shared('history.queuedOffline', { queued: note.queued, sent: note.sent })}
    </div>
  ) : null;
}

/** The action's own words first, then its verb's (the last part of `company.edit`), which the kit says for every area. */
const actionKeys = (action: string) => [`history.actions.${action}`, `history.actions.${action.slice(action.lastIndexOf('.') + 1)}`];

/** A record's audit trail as a timeline, newest first, with its loading, error and empty states. */
export function RecordHistory({ entries, status, onRetry, namespace, keyPrefix, testId, fallbackAction, details, tone, footer }: RecordHistoryProps) {
  const { t, i18n } = useTranslation(namespace, { keyPrefix });
  const shared = useSharedLines(namespace, keyPrefix);
  // A key prefix would be put before another namespace's key too, so the shared word has its own `t`.
  const { t: common } = useTranslation('common');
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
        {shared('history.error')}{' '}
        <IonButton size="small" fill="clear" onClick={onRetry}>
          {common('retry')}
        </IonButton>
      </p>
    );
  }
  if (!entries.length) return <p className="history-message">{shared('history.none')}</p>;
  return (
    <>
      <ol className="history" data-testid={testId}>
        {entries.map((entry) => (
          <li key={entry.id} className={`history__entry history__entry--${tone?.(entry) ?? 'neutral'}`} data-action={entry.action}>
            <div className="history__head">
              <strong>{t(actionKeys(entry.action), { defaultValue: fallbackAction(entry.action) })}</strong>
              <time dateTime={entry.at}>
                {formatDateTime(entry.at, i18n.language)}
              </time>
            </div>
            <div className="history__who">{shared('history.by', { name: entry.actorName ?? shared('history.system') })}</div>
            <QueuedOffline entry={entry} namespace={namespace} keyPrefix={keyPrefix} />
            {details(entry)}
          </li>
        ))}
      </ol>
      {footer}
    </>
  );
}

export interface ChangeListProps<F extends string> {
  changes: readonly FieldChange<F>[];
  /** The area's namespace: `history.fields.<field>`, `history.changed`, `history.empty`, `history.bool.*`. */
  namespace: string;
  /** A value's words where the area has its own (a status, a role); other values show as they are. */
  valueWords?(field: F, value: unknown): string | undefined;
  /** A change the area words entirely (a grant of permissions, a secret that changed); `undefined` for the usual line. */
  line?(change: FieldChange<F>): ReactNode | undefined;
}

/** What an edit changed, one line a field: "Phone: +60 12-345 6789 → +60 19-876 5432". */
export function ChangeList<F extends string>({ changes, namespace, valueWords, line }: ChangeListProps<F>) {
  const { t } = useTranslation(namespace);
  if (!changes.length) return null;
  const show = (field: F, value: unknown): string => {
    if (value === null || value === '') return t('history.empty');
    if (typeof value === 'boolean') return t(`history.bool.${String(value)}`);
    const own = valueWords?.(field, value);
    if (own !== undefined) return own;
    return field === 'phone' ? formatPhone(String(value)) : String(value);
  };
  return (
    <ul className="history__changes">
      {changes.map((change) => {
        const custom = line?.(change);
        if (custom !== undefined) return <Fragment key={change.field}>{custom}</Fragment>;
        const field = t(`history.fields.${change.field}`, { defaultValue: change.field });
        return <li key={change.field}>{t('history.changed', { field, from: show(change.field, change.from), to: show(change.field, change.to) })}</li>;
      })}
    </ul>
  );
}

/** One entry's lines as the area declared them: its note, its remark, the fields it changed. */
function EntryLines({ entry, lines }: { entry: AuditEntry; lines: HistoryLines }) {
  const { t, i18n } = useTranslation(lines.namespace, { keyPrefix: lines.keyPrefix });
  const words = { t, language: i18n.language };
  const note = lines.note?.(entry, words);
  const remark = lines.remark?.(entry);
  const { valueWords } = lines;
  return (
    <>
      {note ? <p className="history__note">{note}</p> : null}
      {remark ? <p className="history__remark">“{remark}”</p> : null}
      <ChangeList
        changes={entryChanges(lines, entry)}
        namespace={lines.namespace}
        valueWords={valueWords ? (field, value) => valueWords(field, value, words) : undefined}
        line={lines.line}
      />
    </>
  );
}

/** A record's history drawn as its area declared it (`auditHistoryView` / `historyView`). */
export function AuditHistory({ history }: { history: RecordHistoryState }) {
  const { lines, entries, totalCount } = history;
  const { t } = useTranslation(lines.namespace, { keyPrefix: lines.keyPrefix });
  const { tone } = lines;
  return (
    <RecordHistory
      entries={entries}
      status={history.status}
      onRetry={() => void history.reload()}
      namespace={lines.namespace}
      keyPrefix={lines.keyPrefix}
      testId={lines.testId}
      fallbackAction={lines.fallbackAction ?? humaniseAuditAction}
      tone={tone ? (entry) => tone(entry.action) : undefined}
      details={(entry) => <EntryLines entry={entry} lines={lines} />}
      footer={lines.more && totalCount > entries.length ? <p className="history-message">{t('history.more', { shown: entries.length, total: totalCount })}</p> : null}
    />
  );
}

/** The history's titled section, shown only to an admin who may read it. */
export function HistorySection({ history }: { history: RecordHistoryState }) {
  const { t } = useTranslation(history.lines.namespace, { keyPrefix: history.lines.keyPrefix });
  if (!history.allowed) return null;
  return (
    <>
      <h2 className="section-title">{t(history.lines.title ?? 'history.title')}</h2>
      <AuditHistory history={history} />
    </>
  );
}
