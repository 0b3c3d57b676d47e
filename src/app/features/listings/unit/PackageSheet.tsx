import { useTranslation } from '@app/lib/use-translation';
import type { UnitDetail } from '@shared/contracts/listings';
import { DateChangeSheet } from '@app/kit/sheet/DateChangeSheet';
import { searchPackages } from '../pickers';
import { useListingMutations } from '../use-listings';
import { packageChangeBody, sheetProblem } from './change-form';

interface Props {
  unit: UnitDetail;
  isOpen: boolean;
  onClose(): void;
  onChanged(unit: UnitDetail): void;
}

const FIELDS = { servicePackageId: 'value', fromMonth: 'date' } as const;

/** Another service package from the first of a month (the old one ends with the month before), or none. */
export function PackageSheet({ unit, isOpen, onClose, onChanged }: Props) {
  const { t } = useTranslation('listings');
  const { changePackage, pending } = useListingMutations();

  async function send(packageId: string, month: string) {
    const result = await changePackage(unit.id, packageChangeBody(unit, packageId, month));
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
        title: t('package.changeTitle'),
        submit: t('package.submit'),
        done: t('package.done'),
        value: t('package.newPackage'),
        choose: t('package.choose'),
        search: t('package.search'),
        chooseRequired: t('package.chooseRequired'),
        date: t('package.fromMonth'),
        dateRequired: t('package.monthRequired'),
        dateHelp: t('package.fromMonthHelp'),
        none: unit.servicePackageId ? t('package.none') : undefined,
      }}
      dateKind="month"
      search={searchPackages}
      busy={pending === 'changePackage'}
      send={send}
      testId="listings-package-sheet"
      testIds={{ picker: 'listings-package-picker', date: 'listings-package-month' }}
    />
  );
}
