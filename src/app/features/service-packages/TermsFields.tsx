import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { IonToggle } from '@app/ionic/ion-toggle';
import { useTranslation } from '@app/lib/use-translation';
import { FEE_BASES, type FeeBasis } from '@shared/contracts/service-packages';
import { TextField } from '@app/kit/form/TextField';
import { invalidClass } from '@app/lib/forms';
import type { TermsField, TermsFormValues } from './terms-form';

export interface TermsFieldsProps {
  values: TermsFormValues;
  /** Already translated. */
  errors: Partial<Record<TermsField, string>>;
  onChange<K extends TermsField>(field: K, value: TermsFormValues[K]): void;
  testIdPrefix: string;
}

/** The terms a fee is computed from: percents typed as percents, the minimum fee in ringgit. */
export function TermsFields({ values, errors, onChange, testIdPrefix }: TermsFieldsProps) {
  const { t } = useTranslation('service-packages');
  return (
    <div className="stack-form">
      <IonSelect
        label={t('fields.feeBasis')}
        labelPlacement="stacked"
        fill="outline"
        interface="popover"
        value={values.feeBasis}
        onIonChange={(e) => onChange('feeBasis', e.detail.value as FeeBasis)}
        helperText={t(`feeBasisHint.${values.feeBasis}`)}
        errorText={errors.feeBasis}
        className={invalidClass(errors.feeBasis)}
        data-testid={`${testIdPrefix}-feeBasis`}
      >
        {FEE_BASES.map((basis) => (
          <IonSelectOption key={basis} value={basis}>
            {t(`feeBasis.${basis}`)}
          </IonSelectOption>
        ))}
      </IonSelect>
      <TextField
        label={t('fields.ratePercent')}
        inputmode="decimal"
        placeholder="20"
        helper={t('fields.rateHint')}
        value={values.ratePercent}
        onValue={(v) => onChange('ratePercent', v)}
        error={errors.ratePercent}
        testId={`${testIdPrefix}-rate`}
      />
      <TextField
        label={t('fields.minimumFeeRinggit')}
        inputmode="decimal"
        placeholder="0.00"
        helper={t('fields.minimumFeeHint')}
        value={values.minimumFee}
        onValue={(v) => onChange('minimumFee', v)}
        error={errors.minimumFee}
        testId={`${testIdPrefix}-minimumFee`}
      />
      <TextField
        label={t('fields.expenseMarkupPercent')}
        inputmode="decimal"
        placeholder="0"
        helper={t('fields.expenseMarkupHint')}
        value={values.expenseMarkupPercent}
        onValue={(v) => onChange('expenseMarkupPercent', v)}
        error={errors.expenseMarkupPercent}
        testId={`${testIdPrefix}-markup`}
      />
      <IonToggle
        checked={values.cleaningPassThrough}
        onIonChange={(e) => onChange('cleaningPassThrough', e.detail.checked)}
        labelPlacement="start"
        justify="space-between"
        className="service-packages-toggle"
        data-testid={`${testIdPrefix}-cleaning`}
      >
        {t('fields.cleaningPassThroughLong')}
      </IonToggle>
    </div>
  );
}
