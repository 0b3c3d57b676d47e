import type { AuditEntry } from '@shared/contracts/audit';
import { ChangeList, RecordHistory } from '@app/kit/record/RecordHistory';
import { humaniseAuditAction, type RecordHistoryState } from '@app/kit/record/use-record-history';
import { stateName } from '@shared/reference/states';
import { companyChanges } from './company-history';

function EntryDetails({ entry }: { entry: AuditEntry }) {
  // A new company has no "before": the line "Created" says it all.
  if (entry.before === null || entry.before === undefined) return null;
  return (
    <ChangeList
      changes={companyChanges(entry.before, entry.after)}
      namespace="companies"
      valueWords={(field, value) => (field === 'state' ? (stateName(String(value)) ?? undefined) : undefined)}
    />
  );
}

export function CompanyHistory({ history }: { history: RecordHistoryState }) {
  return (
    <RecordHistory
      entries={history.entries}
      status={history.status}
      onRetry={() => void history.reload()}
      namespace="companies"
      testId="company-history"
      fallbackAction={humaniseAuditAction}
      tone={(entry) => (entry.action === 'company.deactivate' ? 'bad' : 'neutral')}
      details={(entry) => <EntryDetails entry={entry} />}
    />
  );
}
