import type { AuditList } from '@shared/contracts/audit';
import type { PayoutAccount } from '@shared/contracts/owners';
import { owners } from '@shared/contracts/plain/owners';
import { encodeListParams } from '@shared/list-encode';
import { HISTORY_LIMIT } from '@app/kit/constants';
import { historyView } from '@app/kit/record/history-view';
import { defineView } from '@app/kit/resource/define-view';
import { api } from '@app/lib/api';
import { ownerHistoryLines } from './owner-history';
import { ownerResource } from './resource';

const HISTORY_QUERY = encodeListParams({ pagination: { limit: HISTORY_LIMIT, currentPage: 1 } });

/** The owner's audit trail (their own call, readable with the owners' view code), newest first. */
export const ownerHistoryView = historyView(
  defineView<AuditList>({ type: `${ownerResource.type}-history`, read: (id) => api.call(owners.history, { params: { id }, query: HISTORY_QUERY }) }),
  ownerHistoryLines,
);

/** The payout account with the change waiting for approval and the last one decided. */
export const payoutView = defineView<PayoutAccount>({ type: 'owners.payout', read: (id) => api.call(owners.payoutAccount, { params: { id } }) });
