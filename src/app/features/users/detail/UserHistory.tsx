import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@shared/contracts/audit';
import { formatPhone } from '@shared/phone';
import { AuditHistory } from '@app/shell/AuditHistory';
import type { RecordStatus } from '../remote/use-user';
import { decisionRemark, decisionTone, entryChanges, humaniseAction, type HistoryChange } from './user-history';

function ChangeLine({ change }: { change: HistoryChange }) {
  const { t } = useTranslation('users');
  const show = (value: unknown): string => {
    if (value === null || value === '') return t('history.empty');
    if (typeof value === 'boolean') return t(`history.bool.${String(value)}`);
    if (change.field === 'approvalStatus') return t(`approval.${String(value)}`);
    if (change.field === 'verificationStatus') return t(`verification.${String(value)}`);
    if (change.field === 'role') return t(`roles.${String(value)}`);
    if (change.field === 'agentType') return t(`agentTypes.${String(value)}`);
    if (change.field === 'phone') return formatPhone(String(value));
    return String(value);
  };
  return <li>{t('history.changed', { field: t(`history.fields.${change.field}`), from: show(change.from), to: show(change.to) })}</li>;
}

/** A decision's remark, and for an edit, a contact change or a setting (link, commission) the fields that changed. */
function UserEntryDetails({ entry }: { entry: AuditEntry }) {
  const remark = decisionRemark(entry);
  const changes = entryChanges(entry);
  return (
    <>
      {remark ? <p className="history__remark">“{remark}”</p> : null}
      {changes.length ? (
        <ul className="history__changes">
          {changes.map((change) => (
            <ChangeLine key={change.field} change={change} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The user's decision history from the audit, newest first. */
export function UserHistory({ entries, totalCount, status, onRetry }: { entries: AuditEntry[]; totalCount: number; status: RecordStatus; onRetry(): void }) {
  const { t } = useTranslation('users');
  return (
    <AuditHistory
      entries={entries}
      status={status}
      onRetry={onRetry}
      namespace="users"
      testId="user-history"
      fallbackAction={humaniseAction}
      tone={(entry) => decisionTone(entry.action)}
      details={(entry) => <UserEntryDetails entry={entry} />}
      footer={totalCount > entries.length ? <p className="history-message">{t('history.more', { shown: entries.length, total: totalCount })}</p> : null}
    />
  );
}
