import { useCallback, useEffect, useState } from 'react';
import { integration, type ExportFeed, type FeedRun, type ImportConflict, type ImportFeed, type NewFeed } from '@shared/contracts/integration';
import { listings, type Property, type Unit } from '@shared/contracts/listings';
import { encodeListParams } from '@shared/list-params';
import { api } from '@app/lib/api';
import { ApiError } from '@app/lib/api-errors';

export type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string; offline: boolean };

/** The message of a refused call, and the fields it concerns. */
export function refusalOf(err: unknown): { message: string; fields: Record<string, string> } {
  if (err instanceof ApiError) return { message: err.message, fields: Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])) };
  return { message: err instanceof Error ? err.message : String(err), fields: {} };
}

function useLoad<T>(read: (signal: AbortSignal) => Promise<T>): { state: Load<T>; reload(): void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    read(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ status: 'ready', value }),
      (err: unknown) => !controller.signal.aborted && setState({ status: 'error', message: refusalOf(err).message, offline: err instanceof ApiError && err.kind === 'network' }),
    );
    return () => controller.abort();
  }, [read, round]);
  return { state, reload: useCallback(() => setRound((r) => r + 1), []) };
}

/** Properties by name: the page starts from one. */
export function useProperties() {
  const read = useCallback(async (signal: AbortSignal): Promise<Property[]> => {
    const query = encodeListParams({ sort: { name: 'asc' }, pagination: { limit: 100, currentPage: 1 } });
    return (await api.call(listings.properties, { query, signal })).properties;
  }, []);
  return useLoad(read);
}

export interface PropertyCalendars {
  units: Unit[];
  feeds: ImportFeed[];
  conflicts: ImportConflict[];
}

/** A property's units with their feeds and open conflicts, read together. */
export function usePropertyCalendars(propertyId: string) {
  const read = useCallback(async (signal: AbortSignal): Promise<PropertyCalendars> => {
    const query = encodeListParams({ filter: { propertyId }, sort: { unitNumber: 'asc' }, pagination: { limit: 100, currentPage: 1 } });
    const [units, feeds, conflicts] = await Promise.all([
      api.call(listings.units, { query, signal }),
      api.call(integration.feeds, { query: { propertyId }, signal }),
      api.call(integration.conflicts, { query: { propertyId }, signal }),
    ]);
    return { units: units.units, feeds: feeds.feeds, conflicts: conflicts.conflicts };
  }, [propertyId]);
  return useLoad(read);
}

// Quiet: the page says a refusal itself (on the field, or once in a toast).
export const addFeed = (body: NewFeed): Promise<ImportFeed> => api.call(integration.createFeed, { body, quiet: true });
export const syncFeed = (id: string): Promise<FeedRun> => api.call(integration.syncFeed, { params: { id }, quiet: true });
export const removeFeed = (id: string): Promise<ImportFeed> => api.call(integration.deleteFeed, { params: { id }, quiet: true });
export const dismissConflict = (id: string): Promise<ImportConflict> => api.call(integration.dismissConflict, { params: { id }, quiet: true });
export const readExport = (unitId: string): Promise<ExportFeed> => api.call(integration.exportFeed, { params: { id: unitId }, quiet: true });
export const rotateExport = (unitId: string): Promise<ExportFeed> => api.call(integration.rotateExport, { params: { id: unitId }, quiet: true });

/** The export's full URL, as a channel needs it. */
export const exportUrl = (feed: ExportFeed) => new URL(feed.path, window.location.origin).toString();
