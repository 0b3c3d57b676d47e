import type { Installment } from '@shared/contracts/owner-installments';
import { formatYearMonth } from '@shared/dates';
import { useTranslation } from '@app/lib/use-translation';
import { FormFields } from '@app/kit/form/FormFields';
import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { installmentPath } from '../paths';
import { useInstallmentMutations, useInstallmentRecord } from '../use-installments';
import { installmentFields, installmentFieldsOf } from './installment-fields';
import { installmentForm, type InstallmentFormState } from './installment-form';
import '../owner-installments.css';

const titleOnly = installmentFieldsOf(true);

/** Terms change only while no month was deducted or waived; after that the page offers the title alone, and says why. */
function EditFields({ form, record }: { form: InstallmentFormState; record: Installment }) {
  const { t, i18n } = useTranslation('owner-installments');
  const touched = record.schedule.find((m) => m.status === 'waived' || m.status === 'deducted');
  return (
    <>
      {record.status !== 'active' ? (
        <p className="installment-note installment-note--warn" role="note" data-testid="installment-edit-closed">
          {t('edit.closed', { status: t(`status.${record.status}`) })}
        </p>
      ) : touched ? (
        <p className="installment-note" role="note" data-testid="installment-edit-locked">
          {t('edit.locked', { month: formatYearMonth(touched.month, i18n.language) })}
        </p>
      ) : null}
      <FormFields form={form} fields={record.termsLocked ? titleOnly : installmentFields} />
    </>
  );
}

export default editPageOf(installmentForm, {
  useRecord: (id) => recordLoad(useInstallmentRecord(id), 'data'),
  useSave: (id) => savingOf(useInstallmentMutations(), 'update', id),
  recordPath: installmentPath,
  testIdPrefix: 'installment-edit',
  submitTestId: 'installment-form-submit',
  recordState: { testIdPrefix: 'installment' },
  fields: (form, record) => <EditFields form={form} record={record} />,
});
