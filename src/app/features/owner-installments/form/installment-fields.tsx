import { useMemo } from 'react';
import { newInstallment } from '@shared/contracts/owner-installments';
import { addMonths, formatYearMonth, toApiMonth } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { IonSelect } from '@app/ionic/ion-select';
import { IonSelectOption } from '@app/ionic/ion-select-option';
import { invalidClass } from '@app/lib/forms';
import { useTranslation } from '@app/lib/use-translation';
import { defineFields, type FieldsForm } from '@app/kit/form/fields';
import { searchOwners } from '../use-installments';
import { previewOf, type InstallmentFormValues } from './installment-form';

type Form = FieldsForm<InstallmentFormValues>;

/** Two years back to three ahead, and the plan's own month wherever it is. */
function monthChoices(value: string): string[] {
  const now = toApiMonth(new Date());
  const months = Array.from({ length: 61 }, (_, i) => addMonths(now, i - 24));
  return value && !months.includes(value) ? [value, ...months].sort() : months;
}

function StartMonthField({ form, error }: { form: Form; error?: string }) {
  const { t, i18n } = useTranslation('owner-installments');
  const value = form.values.startMonth;
  const months = useMemo(() => monthChoices(value), [value]);
  return (
    <IonSelect
      label={t('fields.startMonth')}
      labelPlacement="stacked"
      fill="outline"
      interface="popover"
      value={value}
      onIonChange={(e) => form.setField('startMonth', String(e.detail.value))}
      errorText={error}
      className={invalidClass(error)}
      data-testid="installment-form-startMonth"
    >
      {months.map((month) => (
        <IonSelectOption key={month} value={month}>
          {formatYearMonth(month, i18n.language)}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}

/** The schedule's amounts as the admin types: equal months, the remainder on the last. */
function SchedulePreview({ values }: { values: InstallmentFormValues }) {
  const { t, i18n } = useTranslation('owner-installments');
  const preview = previewOf(values);
  const money = (sen: number) => formatMyr(sen, i18n.language);
  const end = preview ? formatYearMonth(addMonths(values.startMonth, preview.months - 1), i18n.language) : '';
  return (
    <p className="installment-form__preview" aria-live="polite" data-testid="installment-form-preview">
      {!preview
        ? t('form.previewNone')
        : preview.lastSen === preview.monthlySen
          ? t('form.previewEven', { count: preview.months, amount: money(preview.monthlySen), end })
          : t('form.previewRemainder', { count: preview.months - 1, amount: money(preview.monthlySen), last: money(preview.lastSen), end })}
    </p>
  );
}

/** The fields of a plan; `termsFixed` leaves only the title (a month was deducted or waived). */
export function installmentFieldsOf(termsFixed: boolean) {
  return defineFields<InstallmentFormValues>({
    namespace: 'owner-installments',
    testIdPrefix: 'installment-form',
    schemas: newInstallment.shape,
    sections: [
      {
        fields: termsFixed
          ? [{ name: 'title', counter: true }]
          : [
              { name: 'ownerId', kind: 'picker', words: 'owner', search: searchOwners, shownIn: 'ownerName' },
              { name: 'title', counter: true, hint: 'fields.titleHint' },
              { row: [{ name: 'principal', kind: 'decimal', placeholder: '0.00' }, { name: 'months', kind: 'numeric' }], className: 'installment-form__two' },
              (form, errors) => <StartMonthField form={form} error={errors.startMonth} />,
              (form) => <SchedulePreview values={form.values} />,
            ],
      },
    ],
  });
}

export const installmentFields = installmentFieldsOf(false);
