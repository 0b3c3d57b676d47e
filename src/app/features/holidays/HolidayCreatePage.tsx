import { createPageOf, saving } from '@app/kit/page/define-pages';
import { holidaysFields, holidaysForm } from './holidays-form';
import { useHolidaysMutations } from './use-holidays';

export default createPageOf(holidaysForm, {
  backHref: () => '/admin/holiday',
  testIdPrefix: 'holidays-create',
  submitTestId: 'holidays-form-submit',
  useSave: () => saving(useHolidaysMutations(), 'create'),
  done: (record) => ({ name: record.name }),
  savedPath: (record) => `/admin/holiday/${record.id}`,
  fields: holidaysFields,
});
