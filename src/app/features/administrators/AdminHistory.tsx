import { useTranslation } from '@app/lib/use-translation';
import type { AuditEntry } from '@shared/contracts/audit';
import { ChangeList, RecordHistory } from '@app/kit/record/RecordHistory';
import { describeChanges, humaniseAction, permissionDelta, SECRET_FIELDS, type FieldChange } from './admin-history';
import { summarisePermissions } from './permission-grid';
import type { RecordStatus } from './use-administrator';

/** Secrets say only that they changed; permissions say what was granted and revoked, by area. */
function SpecialChange({ change }: { change: FieldChange }) {
  const { t } = useTranslation('administrators');
  const { t: tp } = useTranslation('permissions');
  if (SECRET_FIELDS.has(change.field)) return <li>{t('history.secretChanged', { field: t(`history.fields.${change.field}`, { defaultValue: change.field }) })}</li>;
  const { added, removed } = permissionDelta(change.from, change.to);
  // Grouped by area: "Reservation: All" reads better than four codes in a row.
  const describe = (codes: number[]) =>
    summarisePermissions(codes)
      .map(({ area, actions }) => `${tp(`areas.${area}`)}: ${actions.length === 4 ? tp('all') : actions.map((a) => tp(`actions.${a}`)).join(', ')}`)
      .join('; ');
  return (
    <>
      {added.length ? <li>{t('history.granted', { list: describe(added) })}</li> : null}
      {removed.length ? <li>{t('history.revoked', { list: describe(removed) })}</li> : null}
    </>
  );
}

const special = (change: FieldChange) => (SECRET_FIELDS.has(change.field) || change.field === 'permissions' ? <SpecialChange change={change} /> : undefined);

/** What an entry changed; for a registration, how many codes the new admin started with. */
function AdminEntryDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('administrators');
  // A registration has no "before": its summary says more than a list of every field.
  const created = entry.before === null || entry.before === undefined;
  const changes = created ? [] : describeChanges(entry.before, entry.after);
  const grantedAtCreation = created ? permissionDelta([], (entry.after as { permissions?: unknown } | null)?.permissions).added.length : 0;
  return (
    <>
      {created && entry.after ? <p className="history__note">{t('history.createdWith', { count: grantedAtCreation })}</p> : null}
      <ChangeList changes={changes} namespace="administrators" line={special} />
    </>
  );
}

export function AdminHistory({ entries, status, onRetry }: { entries: AuditEntry[]; status: RecordStatus; onRetry: () => void }) {
  return (
    <RecordHistory
      entries={entries}
      status={status}
      onRetry={onRetry}
      namespace="administrators"
      testId="admin-history"
      fallbackAction={humaniseAction}
      details={(entry) => <AdminEntryDetails entry={entry} />}
    />
  );
}
