import type { AuditList } from '@shared/contracts/audit';
import type { ParsedList } from '@shared/list-params';
import type { Executor } from '@server/db/client';
import { auditPage } from '@server/core/audit/audit-page';
import type { AuditFilter } from './dto';
import { AUDIT_FILTERS } from './repo';

/** The whole log, filtered: only for admins who may see every change (Admin view). */
export function listAudit(db: Executor, q: ParsedList<AuditFilter>): Promise<AuditList> {
  return auditPage(db, q, { filters: AUDIT_FILTERS });
}
