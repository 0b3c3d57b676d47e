import { useTranslation } from '@app/lib/use-translation';
import type { UnitDetail } from '@shared/contracts/listings';
import { DateChangeSheet } from '@app/kit/sheet/DateChangeSheet';
import { searchOwners, searchPackages } from '../pickers';
import { useListingMutations } from '../use-listings';
import { ownerChangeBody, packageChangeBody, sheetProblem } from './change-form';

/** What a unit changes from a date: its owner (from a day) or its service package (from the first of a month). */
export type UnitChange = 'owner' | 'package';

interface Props {
  kind: UnitChange;
  unit: UnitDetail;
  isOpen: boolean;
  onClose(): void;
  /** The unit as the server has it after the change, or after a refusal that carried it. */
  onChanged(unit: UnitDetail): void;
}

/** The server's field names, by the sheet field each refusal is said on. */
const FIELDS = {
  owner: { ownerId: 'value', from: 'date' },
  package: { servicePackageId: 'value', fromMonth: 'date' },
} as const;

/**
 * A new owner from a date (the old ownership ends the day before), or another service package from the first of a
 * month (the old one ends with the month before); either may be none.
 */
export function ChangeSheet({ kind, unit, isOpen, onClose, onChanged }: Props) {
  const { t } = useTranslation('listings');
  const { changeOwner, changePackage, pending } = useListingMutations();
  const owner = kind === 'owner';

  async function send(value: string, date: string) {
    const result = owner ? await changeOwner(unit.id, ownerChangeBody(unit, value, date)) : await changePackage(unit.id, packageChangeBody(unit, value, date));
    if (result.ok) {
      onChanged(result.value);
      return true;
    }
    if (result.conflict) onChanged(result.conflict);
    return sheetProblem(result.error, FIELDS[kind]);
  }

  return (
    <DateChangeSheet
      isOpen={isOpen}
      onClose={onClose}
      words={{
        title: t(`${kind}.changeTitle`),
        submit: t(`${kind}.submit`),
        done: t(`${kind}.done`),
        value: t(owner ? 'owner.newOwner' : 'package.newPackage'),
        choose: t(`${kind}.choose`),
        search: t(`${kind}.search`),
        chooseRequired: t(`${kind}.chooseRequired`),
        date: t(owner ? 'owner.from' : 'package.fromMonth'),
        dateRequired: t(owner ? 'owner.fromRequired' : 'package.monthRequired'),
        dateHelp: owner ? (unit.ownerId ? t('owner.fromHelp', { name: unit.ownerName ?? '' }) : undefined) : t('package.fromMonthHelp'),
        // "None" is offered first while the unit has one: choosing it ends the current one.
        none: (owner ? unit.ownerId : unit.servicePackageId) ? t(`${kind}.none`) : undefined,
      }}
      dateKind={owner ? 'date' : 'month'}
      search={owner ? searchOwners : searchPackages}
      busy={pending === (owner ? 'changeOwner' : 'changePackage')}
      send={send}
      testId={`listings-${kind}-sheet`}
      testIds={{ picker: `listings-${kind}-picker`, date: owner ? 'listings-owner-from' : 'listings-package-month' }}
    />
  );
}
