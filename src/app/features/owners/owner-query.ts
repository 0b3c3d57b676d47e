import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { IC_PATTERN, type Owner } from '@shared/contracts/owners';
import { byName, pageSearch } from '@app/kit/list/list-query';
import type { LocalAnswer } from '@app/offline/cache';

export interface OwnerListQuery {
  /** Name, email, phone, IC/passport or account number. */
  search: string;
  /** `null`: with and without portal access alike. */
  hasPortal: boolean | null;
  /** `null`: active and inactive alike. */
  active: boolean | null;
}

export const DEFAULT_OWNER_QUERY: OwnerListQuery = { search: '', hasPortal: null, active: null };

/** What a phone number or an IC looks like while typed: digits with the usual separators, maybe a leading `+`. */
const NUMBER_LIKE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

/**
 * The search as the server can match it. Phones are stored as `+60123456789`, so a whole number typed the Malaysian
 * way (`012-345 6789`) is sent in that form; a part of one, or of an IC, is sent without its separators and without
 * a national leading 0 (a substring either way). Names, emails and passports go as typed.
 */
export function ownerSearchTerm(raw: string): string {
  const value = raw.trim();
  if (!NUMBER_LIKE.test(value)) return value;
  if (!IC_PATTERN.test(value)) {
    const phone = parsePhoneNumberFromString(value, 'MY');
    if (phone?.isValid()) return phone.number;
  }
  const compact = value.replace(/[\s().-]/g, '');
  return compact.startsWith('+') ? compact : compact.replace(/^0/, '');
}

/** One page of the owners list in the list protocol, by name. */
export const ownerListSearch = (query: OwnerListQuery, page: number) => pageSearch({ ...query, search: ownerSearchTerm(query.search) }, { name: 'asc' }, page);

/** The same search over saved rows, for a filter this device never fetched (offline). */
export function localOwnerAnswer(query: OwnerListQuery): LocalAnswer<Owner> {
  const search = ownerSearchTerm(query.search).toLowerCase();
  const matches = (owner: Owner) =>
    !search ||
    [owner.name, owner.email, owner.phone, owner.accountNumber, owner.idNumber, owner.idNumber?.replace(/-/g, '')]
      .filter(Boolean)
      .join(' ')
      .toLowerCase()
      .includes(search);
  return {
    filter: (owner) =>
      matches(owner) && (query.hasPortal === null || owner.hasPortal === query.hasPortal) && (query.active === null || owner.active === query.active),
    sort: byName,
  };
}
