import { ListCardSkeleton } from '@app/kit/list/ListCard';
import { ListPage } from '@app/kit/list/ListPage';
import { useViewReturn } from '@app/lib/use-view-return';
import { UnitCard } from './UnitCard';
import { usePortalUnits } from './use-portal';

/** The owner's units, one card each; the server lists only theirs. */
export default function UnitListPage() {
  const list = usePortalUnits();
  // Back from a unit: its status or package may have changed meanwhile.
  useViewReturn(() => void list.refresh());
  return (
    <ListPage namespace="portal" keyPrefix="units" list={list} filtered={false} onClearFilters={() => undefined} filters={null} testIdPrefix="portal-unit" skeleton={<ListCardSkeleton />}>
      {(unit) => <UnitCard key={unit.id} unit={unit} />}
    </ListPage>
  );
}
