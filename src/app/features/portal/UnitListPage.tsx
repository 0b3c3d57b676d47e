import { ListPage } from '@app/kit/list/ListPage';
import { UnitCard } from './UnitCard';
import { usePortalUnits } from './use-portal';

/** The owner's units, one card each; the server lists only theirs. */
export default function UnitListPage() {
  return (
    <ListPage namespace="portal" keyPrefix="units" initial={{}} useList={usePortalUnits} testIdPrefix="portal-unit">
      {(unit) => <UnitCard key={unit.id} unit={unit} />}
    </ListPage>
  );
}
