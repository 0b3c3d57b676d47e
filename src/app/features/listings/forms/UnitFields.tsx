import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { IonTextarea } from '@app/ionic/ion-textarea';
import { useTranslation } from '@app/lib/use-translation';
import { unitNumberField, type UnitStatus } from '@shared/contracts/listings';
import { TextField } from '@app/kit/form/TextField';
import { eventValue, invalidClass } from '@app/lib/forms';
import { unitStatusKey } from '../listing-display';
import { NOTES_MAX, UNIT_STATUS_OPTIONS } from '../unit-form';
import type { UnitFormState } from './use-listing-forms';

export function UnitFields({ form }: { form: UnitFormState }) {
  const { t } = useTranslation('listings');
  const errors = form.visibleErrors();
  return (
    <div className="stack-form">
      <TextField
        label={t('fields.unitNumber')}
        value={form.values.unitNumber}
        onValue={(value) => form.setField('unitNumber', value)}
        error={errors.unitNumber}
        helper={t('fields.unitNumberHint')}
        schema={unitNumberField}
        autocapitalize="characters"
        testId="listings-unit-form-unitNumber"
      />
      <IonSelect
        label={t('fields.status')}
        labelPlacement="stacked"
        fill="outline"
        interface="popover"
        value={form.values.status}
        onIonChange={(e) => form.setField('status', e.detail.value as UnitStatus)}
        data-testid="listings-unit-form-status"
      >
        {UNIT_STATUS_OPTIONS.map((status) => (
          <IonSelectOption key={status} value={status}>
            {t(unitStatusKey(status))}
          </IonSelectOption>
        ))}
      </IonSelect>
      <IonTextarea
        label={t('fields.notes')}
        labelPlacement="stacked"
        fill="outline"
        autoGrow
        maxlength={NOTES_MAX}
        value={form.values.notes}
        onIonInput={(e) => form.setField('notes', eventValue(e))}
        helperText={t('fields.optional')}
        errorText={errors.notes}
        className={invalidClass(errors.notes)}
        data-testid="listings-unit-form-notes"
      />
    </div>
  );
}
