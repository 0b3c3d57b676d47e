import { useTranslation } from '@app/lib/use-translation';
import type { AuditEntry } from '@shared/contracts/audit';
import { ChangeList, RecordHistory } from '@app/kit/record/RecordHistory';
import type { RecordStatus } from '../remote/use-user';
import { decisionRemark, decisionTone, entryChanges, humaniseAction, type HistoryField } from './user-history';

/** Statuses, roles and agent types in the admin's language. */
function useValueWords(): (field: HistoryField, value: unknown) => string | undefined {
  const { t } = useTranslation('users');
  const prefixes: Partial<Record<HistoryField, string>> = { approvalStatus: 'approval', verificationStatus: 'verification', role: 'roles', agentType: 'agentTypes' };
  return (field, value) => (prefixes[field] ? t(`${prefixes[field]}.${String(value)}`) : undefined);
}

/** A decision's remark, and for an edit, a contact change or a setting (link, commission) the fields that changed. */
function UserEntryDetails({ entry }: { entry: AuditEntry }) {
  const valueWords = useValueWords();
  const remark = decisionRemark(entry);
  const changes = entryChanges(entry);
  return (
    <>
      {remark ? <p className="history__remark">“{remark}”</p> : null}
      <ChangeList changes={changes} namespace="users" valueWords={valueWords} />
    </>
  );
}

/** The user's decision history from the audit, newest first. */
export function UserHistory({ entries, totalCount, status, onRetry }: { entries: AuditEntry[]; totalCount: number; status: RecordStatus; onRetry(): void }) {
  const { t } = useTranslation('users');
  return (
    <RecordHistory
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
