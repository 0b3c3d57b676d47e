import { useCallback, useMemo, useState } from 'react';
import { IonContent } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { CreditEntry } from '@shared/contracts/credit';
import { P } from '@shared/permissions';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { gridWords } from '@app/kit/list/list-words';
import { KIT_WORDS } from '@app/kit/words';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { useViewReturn } from '@app/lib/use-view-return';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { PageHeader } from '@app/shell/PageHeader';
import { DownloadCsvButton } from './DownloadCsvButton';
import { EntryCard } from './EntryCard';
import { isFiltered, rangeProblem } from './history-query';
import { HistoryFilters, NO_FILTERS, type HistoryFilterValues } from './HistoryFilters';
import { HistoryNotices } from './HistoryNotices';
import { useAppliedQuery } from './use-applied-query';
import { useCsvDownload } from './use-csv-download';
import { useEntryHistory } from './use-entry-history';
import { useReversal } from './use-reversal';
import '../credit-history.css';

/** Every ledger entry, newest first, filtered by holder, kind and dates; downloadable as CSV; reversible with the approve code. */
export default function CreditHistoryPage() {
  const { t } = useTranslation('credit');
  const { t: kit } = useTranslation(KIT_WORDS);
  const { profile } = useSession();
  const [filters, setFilters] = useState<HistoryFilterValues>(NO_FILTERS);
  const query = useAppliedQuery(filters);
  const list = useEntryHistory(query);
  const { replace, refresh } = list;
  const csv = useCsvDownload(query);
  const mayReverse = can(profile, P.credit.approve);
  useViewReturn(() => void refresh());

  const byId = useMemo(() => new Map(list.items.map((entry) => [entry.id, entry])), [list.items]);
  const reversalOf = useMemo(() => new Map(list.items.filter((e) => e.reversesEntryId).map((e) => [e.reversesEntryId, e])), [list.items]);
  const afterReversal = useCallback(
    (entry: CreditEntry, reversal: CreditEntry | null) => {
      if (reversal) replace({ ...entry, reversedByEntryId: reversal.id });
      void refresh();
    },
    [replace, refresh],
  );
  const { reverse, busyId } = useReversal(afterReversal);

  return (
    <>
      <PageHeader
        title={t('history.title')}
        actions={<DownloadCsvButton busy={csv.busy} disabled={!csv.online || rangeProblem(filters) !== null} onDownload={() => void csv.download()} />}
      >
        <HistoryFilters value={filters} onChange={setFilters} />
      </PageHeader>
      <IonContent className="page-content credit-history">
        <HistoryNotices online={csv.online} mayReverse={mayReverse} problem={csv.problem} onDismiss={csv.dismiss} />
        <PagedCardGrid
          list={list}
          testIdPrefix="credit-history"
          skeleton={<ListCardSkeleton />}
          onClearFilters={isFiltered(query) ? () => setFilters(NO_FILTERS) : undefined}
          words={gridWords(t, kit, 'history', isFiltered(query), t('history.count', { count: list.totalCount }))}
        >
          {(entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              reverses={entry.reversesEntryId ? byId.get(entry.reversesEntryId) : undefined}
              reversedBy={reversalOf.get(entry.id)}
              mayReverse={mayReverse}
              online={csv.online}
              busy={busyId === entry.id}
              onReverse={reverse}
            />
          )}
        </PagedCardGrid>
      </IonContent>
    </>
  );
}
