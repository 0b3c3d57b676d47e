import { encodeListParams } from '@shared/list-encode';
import { HISTORY_LIMIT } from '../constants';

/** The audit list's query for one record's entries, newest first. */
export function recordHistorySearch(entity: string, id: string): string {
  return encodeListParams({ filter: { entity, entityId: id }, sort: { at: 'desc' }, pagination: { limit: HISTORY_LIMIT, currentPage: 1 } });
}
