import type { OwnerStatement } from '@shared/contracts/owner-statements';
import { owners } from '@shared/contracts/plain/owners';
import { encodeListParams } from '@shared/list-encode';
import { api } from '@app/lib/api';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { localStatementAnswer, statementListSearch, type StatementQuery } from './list/statement-query';
import { statementResource } from './resource';

/** A month's statements, page by page, saved for offline. */
export function useStatementList(query: StatementQuery) {
  return useResourceList(statementResource, {
    query,
    search: statementListSearch,
    local: localStatementAnswer,
    // A queued approval or send shows on the card at once; it leaves a status segment it no longer matches.
    keep: (q) => (s: OwnerStatement) => !q.status || s.status === q.status,
  });
}

/** One statement with its lines, saved for offline. */
export function useStatementRecord(id: string | undefined) {
  return useResourceRecord(statementResource, id);
}

const PICKER_LIMIT = 20;

/** Owners by name, email, phone or account number: whose statements to list or generate. */
export async function searchOwners(query: string, signal: AbortSignal): Promise<PickerOption[]> {
  const search = encodeListParams({ filter: { search: query.trim() || undefined }, sort: { name: 'asc' }, pagination: { limit: PICKER_LIMIT, currentPage: 1 } });
  const answer = await api.call(owners.list, { query: search, signal });
  return answer.owners.map((o) => ({ value: o.id, label: o.name, detail: o.accountNumber }));
}
