import { useCallback } from 'react';
import { credit } from '@shared/contracts/plain/credit';
import { api } from '@app/lib/api';
import { useFileDownload } from '@app/kit/download/use-file-download';
import { exportSearch, FALLBACK_EXPORT_NAME, type HistoryQuery } from './history-query';

/** The history as a CSV file, with the screen's filters; a 400 means too many entries for one file. */
export function useCsvDownload(query: HistoryQuery) {
  const fetchFile = useCallback(() => api.callFile(credit.exportEntries, { query: exportSearch(query), quiet: true }), [query]);
  return useFileDownload(fetchFile, FALLBACK_EXPORT_NAME);
}
