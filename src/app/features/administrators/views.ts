import type { AuditList } from '@shared/contracts/audit';
import { historyView } from '@app/kit/record/history-view';
import { defineView } from '@app/kit/resource/define-view';
import { api } from '@app/lib/api';
import { getAdminHistory } from './administrators-api';
import { adminHistoryLines } from './AdminHistory';
import { adminResource } from './resource';

/** An administrator's audit trail, newest first. */
export const adminHistoryView = historyView(defineView<AuditList>({ type: `${adminResource.type}-history`, read: (id) => getAdminHistory(api, id) }), adminHistoryLines);
