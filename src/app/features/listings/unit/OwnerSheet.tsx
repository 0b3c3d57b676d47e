import { useTranslation } from '@app/lib/use-translation';
import type { UnitDetail } from '@shared/contracts/listings';
import { DateChangeSheet } from '@app/kit/sheet/DateChangeSheet';
import { searchOwners } from '../pickers';
import { useListingMutations } from '../use-listings';
import { ownerChangeBody, sheetProblem } from './change-form';

interface Props {
  unit: UnitDetail;
  isOpen: boolean;
  onClose(): void;
  /** The unit as the server has it after the change, or after a refusal that carried it. */
  onChanged(unit: UnitDetail): void;
}

const FIELDS = { ownerId: 'value', from: 'date' } as const;

/** A new owner from a date (the old ownership ends the day before), or none. */
export function OwnerSheet({ unit, isOpen, onClose, onChanged }: Props) {
  const { t } = useTranslation('listings');
  const { changeOwner, pending } = useListingMutations();

  async function send(ownerId: string, from: string) {
    const result = await changeOwner(unit.id, ownerChangeBody(unit, ownerId, from));
    if (result.ok) {
      onChanged(result.value);
      return true;
    }
    if (result.conflict) onChanged(result.conflict);
    return sheetProblem(result.error, FIELDS);
  }

  return (
    <DateChangeSheet
      isOpen={isOpen}
      onClose={onClose}
      words={{
        title: t('owner.changeTitle'),
        submit: t('owner.submit'),
        done: t('owner.done'),
        value: t('owner.newOwner'),
        choose: t('owner.choose'),
        search: t('owner.search'),
        chooseRequired: t('owner.chooseRequired'),
        date: t('owner.from'),
        dateRequired: t('owner.fromRequired'),
        dateHelp: unit.ownerId ? t('owner.fromHelp', { name: unit.ownerName ?? '' }) : undefined,
        // "No owner" is offered first while the unit has one: choosing it ends the current ownership.
        none: unit.ownerId ? t('owner.none') : undefined,
      }}
      dateKind="date"
      search={searchOwners}
      busy={pending === 'changeOwner'}
      send={send}
      testId="listings-owner-sheet"
      testIds={{ picker: 'listings-owner-picker', date: 'listings-owner-from' }}
    />
  );
}
