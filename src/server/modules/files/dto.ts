import { fileSafetyHeaders } from '@server/core/files/safety-headers';

/**
 * How an upload travels: identity documents are never kept by shared caches, and never sniffed
 * by the browser into something it would run.
 */
export function downloadHeaders(mimeType: string, id: string): Record<string, string> {
  return { 'cache-control': 'private, max-age=300', ...fileSafetyHeaders(mimeType, id) };
}
