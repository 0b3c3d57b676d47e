import { integration, type ExportFeed, type FeedRun, type ImportConflict, type ImportFeed, type NewFeed } from '@shared/contracts/integration';
import type { ResourceView } from '@app/kit/resource/define-view';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { api } from '@app/lib/api';
import { ApiError } from '@app/lib/api-errors';
import { propertiesView, propertyCalendarsView } from './views';

export type { PropertyCalendars } from './views';

export type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string; offline: boolean };

/** The message of a refused call, and the fields it concerns. */
export function refusalOf(err: unknown): { message: string; fields: Record<string, string> } {
  if (err instanceof ApiError) return { message: err.message, fields: Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])) };
  return { message: err instanceof Error ? err.message : String(err), fields: {} };
}

/** A view's answer as the page draws it: loading, ready with how old it is, or the refusal in words. */
function useLoad<T, P>(view: ResourceView<T, P>, params: P) {
  const { data, status, error, reload, source, fetchedAt, stale } = useResourceView(view, params);
  const state: Load<T> =
    data !== null && status === 'ready'
      ? { status: 'ready', value: data }
      : status === 'error'
        ? { status: 'error', message: refusalOf(error).message, offline: error instanceof ApiError && error.kind === 'network' }
        : { status: 'loading' };
  return { state, reload: () => void reload(), freshness: { source, fetchedAt, stale } };
}

/** Properties by name: the page starts from one. */
export const useProperties = () => useLoad(propertiesView, 'all');

/** A property's units with their feeds and open conflicts, read together. */
export const usePropertyCalendars = (propertyId: string) => useLoad(propertyCalendarsView, propertyId);

// Quiet: the page says a refusal itself (on the field, or once in a toast).
export const addFeed = (body: NewFeed): Promise<ImportFeed> => api.call(integration.createFeed, { body, quiet: true });
export const syncFeed = (id: string): Promise<FeedRun> => api.call(integration.syncFeed, { params: { id }, quiet: true });
export const removeFeed = (id: string): Promise<ImportFeed> => api.call(integration.deleteFeed, { params: { id }, quiet: true });
export const dismissConflict = (id: string): Promise<ImportConflict> => api.call(integration.dismissConflict, { params: { id }, quiet: true });
export const readExport = (unitId: string): Promise<ExportFeed> => api.call(integration.exportFeed, { params: { id: unitId }, quiet: true });
export const rotateExport = (unitId: string): Promise<ExportFeed> => api.call(integration.rotateExport, { params: { id: unitId }, quiet: true });

/** The export's full URL, as a channel needs it. */
export const exportUrl = (feed: ExportFeed) => new URL(feed.path, window.location.origin).toString();
