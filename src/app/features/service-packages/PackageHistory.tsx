import { useTranslation } from '@app/lib/use-translation';
import type { AuditEntry } from '@shared/contracts/audit';
import { formatYearMonth } from '@shared/dates';
import { formatBasisPoints, formatMyr } from '@shared/money';
import { ChangeList, RecordHistory } from '@app/kit/record/RecordHistory';
import { humaniseAuditAction, type RecordHistoryState } from '@app/kit/record/use-record-history';
import { packageEntryLines, type PackageHistoryField } from './package-history';

function EntryDetails({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('service-packages');
  // A new package has no "before": the line "Created" says it all.
  if (entry.before === null || entry.before === undefined) return null;
  const { changes, addedVersion } = packageEntryLines(entry.before, entry.after);
  const words = (field: PackageHistoryField, value: unknown): string | undefined => {
    if (typeof value !== 'number' && field !== 'feeBasis') return undefined;
    if (field === 'rateBp' || field === 'expenseMarkupBp') return formatBasisPoints(Number(value), i18n.language);
    if (field === 'minimumMonthlyFeeSen') return formatMyr(Number(value), i18n.language);
    if (field === 'feeBasis') return t(`feeBasis.${String(value)}`);
    return undefined;
  };
  return (
    <>
      {addedVersion ? (
        <p className="history__note">{t('history.versionAdded', { number: addedVersion.number, month: formatYearMonth(addedVersion.month, i18n.language) })}</p>
      ) : null}
      <ChangeList changes={changes} namespace="service-packages" valueWords={words} />
    </>
  );
}

export function PackageHistory({ history }: { history: RecordHistoryState }) {
  return (
    <RecordHistory
      entries={history.entries}
      status={history.status}
      onRetry={() => void history.reload()}
      namespace="service-packages"
      testId="package-history"
      fallbackAction={humaniseAuditAction}
      tone={(entry) => (entry.action === 'service-package.deactivate' ? 'bad' : 'neutral')}
      details={(entry) => <EntryDetails entry={entry} />}
    />
  );
}
