import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { dsrFields, dsrForm } from './dsr-form';
import { useDsrMutations, useDsrRecord } from './use-dsr';

export default editPageOf(dsrForm, {
  useRecord: (id) => recordLoad(useDsrRecord(id), 'data'),
  useSave: (id) => savingOf(useDsrMutations(), 'update', id),
  recordPath: (id) => `/admin/dsr/${id}`,
  testIdPrefix: 'dsr-edit',
  submitTestId: 'dsr-form-submit',
  recordState: { testIdPrefix: 'dsr' },
  fields: dsrFields,
});
