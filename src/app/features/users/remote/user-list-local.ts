import type { User } from '@shared/contracts/users';
import type { LocalAnswer } from '@app/offline/cache';
import type { UserListQuery, UserSegment } from './users-api';

/** The server's default (Settings may change it; a local answer says it was not checked). */
export const LOCAL_DORMANT_AFTER_DAYS = 90;
const DAY = 86_400_000;

/** What the server's search matches: name, email, phone and account number, lower-cased. */
export function userSearchText(user: Pick<User, 'name' | 'email' | 'phone' | 'accountNumber'>): string {
  return `${user.name} ${user.email ?? ''} ${user.phone ?? ''} ${user.accountNumber}`.toLowerCase();
}

export function isDormant(user: Pick<User, 'lastLoginAt' | 'createdAt'>, now: number, days = LOCAL_DORMANT_AFTER_DAYS): boolean {
  const cutoff = now - days * DAY;
  return Date.parse(user.lastLoginAt ?? user.createdAt) < cutoff;
}

function inSegment(user: User, segment: UserSegment, now: number): boolean {
  switch (segment) {
    case 'pending':
      return user.approvalStatus === 'pending';
    case 'banned':
      return user.banned;
    case 'vip':
      return user.isVip;
    case 'dormant':
      return isDormant(user, now);
    default:
      return true;
  }
}

const byId = (a: User, b: User) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const time = (value: string | null) => (value ? Date.parse(value) : null);

/** Newest first, by name, or last sign-in first with never-signed-in last; ties by id, as the server. */
export function compareUsers(sort: UserListQuery['sort']): (a: User, b: User) => number {
  switch (sort) {
    case 'name':
      return (a, b) => a.name.localeCompare(b.name, 'en') || byId(a, b);
    case 'lastLogin':
      return (a, b) => {
        const x = time(a.lastLoginAt);
        const y = time(b.lastLoginAt);
        if (x === y) return byId(a, b);
        if (x === null) return 1;
        if (y === null) return -1;
        return y - x || byId(a, b);
      };
    default:
      return (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || byId(a, b);
  }
}

/** The users list's filter and sort over saved rows, for a filter this device never fetched. */
export function localUserAnswer(query: UserListQuery, now: number = Date.now()): LocalAnswer<User> {
  const search = query.search.trim().toLowerCase();
  return {
    filter: (user) =>
      user.deletedAt === null &&
      inSegment(user, query.segment, now) &&
      (query.role === null || user.role === query.role) &&
      (!search || userSearchText(user).includes(search)),
    sort: compareUsers(query.sort),
  };
}

const KEEP: Record<UserSegment, (user: User) => boolean> = {
  all: (user) => user.deletedAt === null,
  pending: (user) => user.deletedAt === null && user.approvalStatus === 'pending',
  banned: (user) => user.deletedAt === null && user.banned,
  vip: (user) => user.deletedAt === null && user.isVip,
  dormant: (user) => user.deletedAt === null,
};

/** Whether a row, with its pending decisions on top, still belongs to the segment (an approved user leaves Pending). */
export function keepInSegment(segment: UserSegment): (user: User) => boolean {
  return KEEP[segment];
}
