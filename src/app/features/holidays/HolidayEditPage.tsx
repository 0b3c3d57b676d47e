import { editPageOf, recordLoad, savingOf } from '@app/kit/page/define-pages';
import { holidaysFields, holidaysForm } from './holidays-form';
import { useHoliday, useHolidaysMutations } from './use-holidays';

export default editPageOf(holidaysForm, {
  useRecord: (id) => recordLoad(useHoliday(id), 'data'),
  useSave: (id) => savingOf(useHolidaysMutations(), 'update', id),
  recordPath: (id) => `/admin/holiday/${id}`,
  testIdPrefix: 'holidays-edit',
  submitTestId: 'holidays-form-submit',
  recordState: { testIdPrefix: 'holidays' },
  fields: holidaysFields,
});
