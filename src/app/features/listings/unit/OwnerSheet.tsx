import { useCallback, useState } from 'react';
import { IonInput } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { UnitDetail } from '@shared/contracts/listings';
import { toApiDate } from '@shared/dates';
import { eventValue, invalidClass } from '@app/lib/forms';
import { showToast } from '@app/lib/toast-bus';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { ServerPickerField } from '@app/kit/picker/ServerPickerField';
import { searchOwners } from '../pickers';
import { useListingMutations } from '../use-listings';
import { ChangeSheet } from './ChangeSheet';
import { ownerChangeBody, sheetProblem } from './change-form';

interface Props {
  unit: UnitDetail;
  isOpen: boolean;
  onClose(): void;
  /** The unit as the server has it after the change, or after a refusal that carried it. */
  onChanged(unit: UnitDetail): void;
}

const FIELDS = { ownerId: 'owner', from: 'from' } as const;

/** A new owner from a date (the old ownership ends the day before), or none. */
export function OwnerSheet({ unit, isOpen, onClose, onChanged }: Props) {
  const { t } = useTranslation('listings');
  const { changeOwner, pending } = useListingMutations();
  const [choice, setChoice] = useState<PickerOption | null>(null);
  const [from, setFrom] = useState(() => toApiDate(new Date()));
  const [errors, setErrors] = useState<{ owner?: string; from?: string; refusal?: string }>({});

  // "No owner" is offered first while the unit has one: choosing it ends the current ownership.
  const search = useCallback(
    async (query: string, signal: AbortSignal) => {
      const found = await searchOwners(query, signal);
      return unit.ownerId && !query.trim() ? [{ value: '', label: t('owner.none') }, ...found] : found;
    },
    [t, unit.ownerId],
  );

  async function submit() {
    if (!choice) {
      setErrors({ owner: t('owner.chooseRequired') });
      return;
    }
    if (!from) {
      setErrors({ from: t('owner.fromRequired') });
      return;
    }
    const result = await changeOwner(unit.id, ownerChangeBody(unit, choice.value, from));
    if (result.ok) {
      showToast(t('owner.done'), 'success');
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
      title={t('owner.changeTitle')}
      submitLabel={t('owner.submit')}
      busy={pending === 'changeOwner'}
      refusal={errors.refusal ?? null}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="listings-owner-sheet"
    >
      <ServerPickerField
        value={choice}
        onChange={(option) => {
          setChoice(option);
          setErrors({});
        }}
        search={search}
        label={t('owner.newOwner')}
        placeholder={t('owner.choose')}
        searchPlaceholder={t('owner.search')}
        error={errors.owner}
        testId="listings-owner-picker"
      />
      <IonInput
        type="date"
        label={t('owner.from')}
        labelPlacement="stacked"
        fill="outline"
        value={from}
        onIonInput={(e) => {
          setFrom(eventValue(e));
          setErrors({});
        }}
        helperText={unit.ownerId ? t('owner.fromHelp', { name: unit.ownerName ?? '' }) : undefined}
        errorText={errors.from}
        className={invalidClass(errors.from)}
        data-testid="listings-owner-from"
      />
    </ChangeSheet>
  );
}
