import { useCallback, useState } from 'react';
import { credit } from '@shared/contracts/credit';
import { api } from '@app/lib/api';
import { isApiError } from '@app/lib/api-errors';
import { useOnline } from '@app/lib/use-online';
import { saveBlob } from '@app/lib/save-blob';
import { filenameFromDisposition } from './csv-download';
import { exportSearch, type HistoryQuery } from './history-query';

/** Why the last download did not happen: too many rows (the server's 400), no network, or another failure with its message. */
export type DownloadProblem = { kind: 'tooMany' } | { kind: 'offline' } | { kind: 'failed'; message: string };

/**
 * The history as a CSV file, with the screen's filters. Fetched with the session's Authorization
 * header (a link would need the token in its URL), then handed to the browser as a file named
 * as the server named it. The failure is shown on the page, so the client's toast is kept quiet.
 */
export function useCsvDownload(query: HistoryQuery) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DownloadProblem | null>(null);

  const download = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, contentDisposition } = await api.callFile(credit.exportEntries, { query: exportSearch(query), quiet: true });
      saveBlob(blob, filenameFromDisposition(contentDisposition));
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 400) setProblem({ kind: 'tooMany' });
      else if (isApiError(error) && error.kind === 'network') setProblem({ kind: 'offline' });
      else setProblem({ kind: 'failed', message: error instanceof Error ? error.message : '' });
      return false;
    } finally {
      setBusy(false);
    }
  }, [query]);

  return { download, busy, problem, online, dismiss: () => setProblem(null) };
}
