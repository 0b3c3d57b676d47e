import { useTranslation } from '@app/lib/use-translation';
import type { AuditEntry } from '@shared/contracts/audit';
import { stateName } from '@shared/reference/states';
import { ChangeList, RecordHistory } from '@app/kit/record/RecordHistory';
import { humaniseAuditAction } from '@app/kit/record/use-record-history';
import { LANGUAGE_NAMES } from '@app/lib/language-names';
import { ownerChanges } from './owner-history';
import type { OwnerHistoryState } from './use-owners';

function EntryDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('owners');
  // A new owner has no "before": the line "Created" says it all.
  if (entry.before === null || entry.before === undefined) return null;
  return (
    <ChangeList
      changes={ownerChanges(entry.before, entry.after)}
      namespace="owners"
      valueWords={(field, value) => {
        if (value === null || value === '') return undefined;
        if (field === 'state') return stateName(String(value)) ?? undefined;
        if (field === 'idType') return t(`idTypes.${String(value)}`);
        if (field === 'preferredLanguage') return LANGUAGE_NAMES[value as keyof typeof LANGUAGE_NAMES];
        return undefined;
      }}
    />
  );
}

const BAD = new Set(['owner.deactivate', 'owner.portal-off']);

export function OwnerHistory({ history }: { history: OwnerHistoryState }) {
  return (
    <RecordHistory
      entries={history.entries}
      status={history.status}
      onRetry={() => void history.reload()}
      namespace="owners"
      testId="owner-history"
      fallbackAction={humaniseAuditAction}
      tone={(entry) => (BAD.has(entry.action) ? 'bad' : 'neutral')}
      details={(entry) => <EntryDetails entry={entry} />}
    />
  );
}
