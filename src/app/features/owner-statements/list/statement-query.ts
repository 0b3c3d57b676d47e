import type { OwnerStatement, StatementStatus } from '@shared/contracts/owner-statements';
import { addMonths, toApiMonth } from '@shared/dates';
import { pageSearch } from '@app/kit/list/list-query';
import type { LocalAnswer } from '@app/offline/cache';

export interface StatementQuery {
  month: string;
  /** `''`: every status. */
  status: StatementStatus | '';
  /** `''`: every owner; the name is only shown. */
  ownerId: string;
  ownerName: string;
}

/** Statements are made after a month closes: the list opens on last month (in Kuala Lumpur), every status and owner. */
export const defaultStatementQuery = (now: Date = new Date()): StatementQuery => ({ month: addMonths(toApiMonth(now), -1), status: '', ownerId: '', ownerName: '' });

/** Whether anything past the month narrows the list. */
export const isNarrowed = (query: StatementQuery) => query.status !== '' || query.ownerId !== '';

/** The month kept, the rest cleared. */
export const clearedQuery = (query: StatementQuery): StatementQuery => ({ ...query, status: '', ownerId: '', ownerName: '' });

const sent = ({ ownerName: _shown, ...query }: StatementQuery) => query;

/** One page in the list protocol, by owner name (a month's statements are read owner by owner). */
export const statementListSearch = (query: StatementQuery, page: number) => pageSearch(sent(query), { ownerName: 'asc' }, page);

/** The same filters over saved rows, for a filter this device never fetched (offline). */
export function localStatementAnswer(query: StatementQuery): LocalAnswer<OwnerStatement> {
  return {
    filter: (s) => s.month === query.month && (!query.status || s.status === query.status) && (!query.ownerId || s.ownerId === query.ownerId),
    sort: (a, b) => a.ownerName.localeCompare(b.ownerName, 'en') || (a.id < b.id ? -1 : 1),
  };
}
