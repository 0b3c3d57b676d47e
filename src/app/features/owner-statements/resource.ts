import type { OwnerStatement } from '@shared/contracts/owner-statements';
import { ownerStatements } from '@shared/contracts/plain/owner-statements';
import { defineResource } from '@app/kit/resource/define-resource';

/** Owner statements, cached as `owner-statements.statement:<id>`; a record read carries its lines. */
export const statementResource = defineResource({
  type: 'owner-statements.statement',
  list: ownerStatements.list,
  record: ownerStatements.get,
  rows: (answer) => ({ items: answer.statements, totalCount: answer.totalCount }),
  id: (record: OwnerStatement) => record.id,
});
