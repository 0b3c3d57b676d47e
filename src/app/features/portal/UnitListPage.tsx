import { useTranslation } from '@app/lib/use-translation';
import { ActiveAnnouncements } from '@app/kit/announcements/ActiveAnnouncements';
import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { countLine } from '@app/kit/list/list-count';
import { gridWords } from '@app/kit/list/list-words';
import { KIT_WORDS } from '@app/kit/words';
import { PagedCardGrid } from '@app/shell/PagedCardGrid';
import { UnitCard } from './UnitCard';
import { usePortalUnits } from './use-portal';

/** The owner's units, one card each (the server lists only theirs), under the announcements for owners. */
export default function UnitListPage() {
  const { t } = useTranslation('portal', { keyPrefix: 'units' });
  const { t: kit } = useTranslation(KIT_WORDS);
  return (
    <ListPage
      namespace="portal"
      keyPrefix="units"
      initial={{}}
      useList={usePortalUnits}
      testIdPrefix="portal-unit"
      content={(list) => (
        <>
          <ActiveAnnouncements namespace="portal" testId="portal-announcements" />
          <PagedCardGrid list={list} testIdPrefix="portal-unit" skeleton={<ListCardSkeleton />} words={gridWords(t, kit, 'list', false, countLine(t, 'list.count', list.totalCount))}>
            {(unit) => <UnitCard key={unit.id} unit={unit} />}
          </PagedCardGrid>
        </>
      )}
    >
      {(unit) => <UnitCard key={unit.id} unit={unit} />}
    </ListPage>
  );
}
