import { useTranslation } from '@app/lib/use-translation';
import type { HistoryEntry, HistoryLines } from '@app/kit/record/history-lines';
import { describeChanges, humaniseAction, permissionDelta, SECRET_FIELDS, type FieldChange } from './admin-history';
import { summarisePermissions } from './permission-grid';

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

const created = (entry: HistoryEntry) => entry.before === null || entry.before === undefined;

/** How an administrator's history reads: every field that changed; for a registration, how many codes it started with. */
export const adminHistoryLines: HistoryLines = {
  namespace: 'administrators',
  testId: 'admin-history',
  title: 'detail.historyTitle',
  // A registration has no "before": its summary says more than a list of every field.
  changes: (entry) => (created(entry) ? [] : describeChanges(entry.before, entry.after)),
  note: (entry, { t }) =>
    created(entry) && entry.after ? t('history.createdWith', { count: permissionDelta([], (entry.after as { permissions?: unknown }).permissions).added.length }) : null,
  line: special,
  fallbackAction: humaniseAction,
};
