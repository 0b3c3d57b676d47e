import type { DsrRecord } from '@shared/contracts/dsr';
import { dsr } from '@shared/contracts/plain/dsr';
import { defineResource } from '@app/kit/resource/define-resource';

export const dsrResource = defineResource({
  type: 'dsr.record',
  list: dsr.list,
  record: dsr.get,
  rows: (answer) => ({ items: answer.dsr, totalCount: answer.totalCount }),
  id: (record: DsrRecord) => record.id,
});
