import type { Holiday } from '@shared/contracts/holidays';
import { holidays } from '@shared/contracts/plain/holidays';
import { defineResource } from '@app/kit/resource/define-resource';

/** Holidays kept on the device, each as `holidays.holiday:<id>`, and every year × state list opened here. */
export const holidaysResource = defineResource({
  type: 'holidays.holiday',
  list: holidays.list,
  record: holidays.get,
  rows: (answer) => ({ items: answer.holidays, totalCount: answer.totalCount }),
  id: (record: Holiday) => record.id,
});
