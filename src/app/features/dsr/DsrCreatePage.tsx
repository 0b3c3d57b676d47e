import { createPageOf, saving } from '@app/kit/page/define-pages';
import { dsrFields, dsrForm } from './dsr-form';
import { useDsrMutations } from './use-dsr';

export default createPageOf(dsrForm, {
  backHref: () => '/admin/dsr',
  testIdPrefix: 'dsr-create',
  submitTestId: 'dsr-form-submit',
  useSave: () => saving(useDsrMutations(), 'create'),
  done: (record) => ({ name: record.name }),
  savedPath: (record) => `/admin/dsr/${record.id}`,
  fields: dsrFields,
});
