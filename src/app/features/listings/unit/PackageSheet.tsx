import { useCallback, useState } from 'react';
import { IonInput } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { UnitDetail } from '@shared/contracts/listings';
import { toApiMonth } from '@shared/dates';
import { eventValue, invalidClass } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { searchPackages } from '../pickers';
import { useListingMutations } from '../use-listings';
import { ChangeSheet } from './ChangeSheet';
import { packageChangeBody, sheetProblem } from './change-form';

interface Props {
  unit: UnitDetail;
  isOpen: boolean;
  onClose(): void;
  onChanged(unit: UnitDetail): void;
}

const FIELDS = { servicePackageId: 'pkg', fromMonth: 'month' } as const;

/** Another service package from the first of a month (the old one ends with the month before), or none. */
export function PackageSheet({ unit, isOpen, onClose, onChanged }: Props) {
  const { t } = useTranslation('listings');
  const { changePackage, pending } = useListingMutations();
  const [choice, setChoice] = useState<PickerOption | null>(null);
  const [month, setMonth] = useState(() => toApiMonth(new Date()));
  const [errors, setErrors] = useState<{ pkg?: string; month?: string; refusal?: string }>({});

  const search = useCallback(
    async (query: string, signal: AbortSignal) => {
      const found = await searchPackages(query, signal);
      return unit.servicePackageId && !query.trim() ? [{ value: '', label: t('package.none') }, ...found] : found;
    },
    [t, unit.servicePackageId],
  );

  async function submit() {
    if (!choice) {
      setErrors({ pkg: t('package.chooseRequired') });
      return;
    }
    if (!month) {
      setErrors({ month: t('package.monthRequired') });
      return;
    }
    const result = await changePackage(unit.id, packageChangeBody(unit, choice.value, month));
    if (result.ok) {
      showToast(t('package.done'), 'success');
      onChanged(result.value);
      onClose();
      return;
    }
    if (result.conflict) onChanged(result.conflict);
    const problem = sheetProblem(result.error, FIELDS);
    setErrors(problem ? (problem.field ? { [problem.field]: problem.message } : { refusal: problem.message }) : {});
  }

  return (
    <ChangeSheet
      isOpen={isOpen}
      title={t('package.changeTitle')}
      submitLabel={t('package.submit')}
      busy={pending === 'changePackage'}
      refusal={errors.refusal ?? null}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="listings-package-sheet"
    >
      <ServerPickerField
        value={choice}
        onChange={(option) => {
          setChoice(option);
          setErrors({});
        }}
        search={search}
        label={t('package.newPackage')}
        placeholder={t('package.choose')}
        searchPlaceholder={t('package.search')}
        error={errors.pkg}
        testId="listings-package-picker"
      />
      <IonInput
        type="month"
        label={t('package.fromMonth')}
        labelPlacement="stacked"
        fill="outline"
        value={month}
        onIonInput={(e) => {
          setMonth(eventValue(e));
          setErrors({});
        }}
        helperText={t('package.fromMonthHelp')}
        errorText={errors.month}
        className={invalidClass(errors.month)}
        data-testid="listings-package-month"
      />
    </ChangeSheet>
  );
}
