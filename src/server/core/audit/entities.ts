/**
 * An account's audit record type is named by the area that manages its kind (`<area>.<record>`, one spelling),
 * so a history view filters on one name and the stored rows of migration 0022 match what is written today.
 */
export const ACCOUNT_ENTITY = {
  admin: 'administrators.account',
  owner: 'owners.account',
  user: 'users.account',
} as const;

export type AccountKind = keyof typeof ACCOUNT_ENTITY;

export function accountEntity(kind: AccountKind): string {
  return ACCOUNT_ENTITY[kind];
}
