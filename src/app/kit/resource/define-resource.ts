import type { CallDescriptor, CallResult } from '@shared/contracts/call';

/**
 * What an area keeps on this device and lists (DESIGN.md §3): its record type, the calls that list
 * it and fetch one, and how to read a list answer. The kit's list and record hooks are built from
 * this, so an area writes no fetching or caching of its own.
 */
export interface Resource<T = unknown, L extends CallDescriptor = CallDescriptor, R extends CallDescriptor = CallDescriptor> {
  /** Rows are cached as `<type>:<id>` (offline/cache.ts) and outbox items name them so. */
  type: string;
  /** The paged list (the list protocol of SPEC.md). */
  list: L;
  /** One record; a resource read only as a list (ledger entries) has none. */
  record?: R;
  /** The record call's path parameter, when it is not `:id` (a credit holder's `:accountId`). */
  recordParam?: string;
  /** A list answer's rows and total. */
  rows(answer: CallResult<L>): { items: T[]; totalCount: number };
  id(row: T): string;
}

/** Checks a resource against the type while keeping its calls' exact types for the hooks. */
export function defineResource<T, L extends CallDescriptor, R extends CallDescriptor>(resource: Resource<T, L, R>): Resource<T, L, R> {
  return resource;
}
