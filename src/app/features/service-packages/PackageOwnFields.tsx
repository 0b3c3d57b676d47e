import { IonTextarea } from '@app/ionic/ion-textarea';
import { useTranslation } from '@app/lib/use-translation';
import { newServicePackage } from '@shared/contracts/service-packages';
import { TextField } from '@app/kit/form/TextField';
import { eventValue, invalidClass } from '@app/lib/forms';
import type { PackageFormState } from './package-form';

/** Name and description: not what a fee is computed from, so they change at any time. */
export function PackageOwnFields({ form }: { form: PackageFormState }) {
  const { t } = useTranslation('service-packages');
  const errors = form.visibleErrors();
  return (
    <div className="stack-form">
      <TextField
        label={t('fields.name')}
        value={form.values.name}
        onValue={(v) => form.setField('name', v)}
        error={errors.name}
        schema={newServicePackage.shape.name}
        testId="package-form-name"
      />
      <IonTextarea
        label={t('fields.description')}
        labelPlacement="stacked"
        fill="outline"
        autoGrow
        rows={2}
        value={form.values.description}
        onIonInput={(e) => form.setField('description', eventValue(e))}
        helperText={t('fields.optional')}
        errorText={errors.description}
        className={invalidClass(errors.description)}
        data-testid="package-form-description"
      />
    </div>
  );
}
