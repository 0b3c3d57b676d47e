import { createPageOf, saving } from '@app/kit/page/define-pages';
import { INSTALLMENT_PATH, installmentPath } from '../paths';
import { useInstallmentMutations } from '../use-installments';
import { installmentFields } from './installment-fields';
import { installmentForm } from './installment-form';
import '../owner-installments.css';

export default createPageOf(installmentForm, {
  backHref: () => INSTALLMENT_PATH,
  testIdPrefix: 'installment-create',
  submitTestId: 'installment-form-submit',
  useSave: () => saving(useInstallmentMutations(), 'create'),
  done: (record) => ({ title: record.title, owner: record.ownerName }),
  savedPath: (record) => installmentPath(record.id),
  fields: installmentFields,
});
