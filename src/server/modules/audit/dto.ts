import type { z } from 'zod';
import type { auditFilter } from '@shared/contracts/audit';

/** What `filter` may hold on the audit log, as parsed. The entries themselves are core's (a user's history shows them too). */
export type AuditFilter = Partial<{ [K in keyof typeof auditFilter]: z.infer<(typeof auditFilter)[K]> }>;
