import type { AuditList } from '@shared/contracts/audit';
import { defineView } from '@app/kit/resource/define-view';
import { api } from '@app/lib/api';
import { getAdminHistory } from './administrators-api';
import { adminResource } from './resource';

/** An administrator's audit trail, newest first. */
export const adminHistoryView = defineView<AuditList>({ type: `${adminResource.type}-history`, read: (id) => getAdminHistory(api, id) });
