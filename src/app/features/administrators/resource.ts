import { administrators, type Administrator } from '@shared/contracts/administrators';
import { defineResource } from '@app/kit/resource/define-resource';

export const adminResource = defineResource({
  type: 'administrators.administrator',
  list: administrators.list,
  record: administrators.get,
  rows: (answer) => ({ items: answer.administrators, totalCount: answer.totalCount }),
  id: (admin: Administrator) => admin.id,
});
