import { useCallback, useState } from 'react';
import { isApiError } from '@app/lib/api-errors';
import { useOnline } from '@app/lib/use-online';
import { saveBlob } from '@app/lib/save-blob';
import { filenameFromDisposition } from './file-name';

/** Why the last download did not happen: the server refused it (400), no network, or another failure with its message. */
export type DownloadProblem = { kind: 'refused' } | { kind: 'offline' } | { kind: 'failed'; message: string };

export interface FileAnswer {
  blob: Blob;
  contentDisposition: string | null;
}

/**
 * A file the server makes (a CSV), fetched with the session's Authorization header (a link would need the token in
 * its URL), then handed to the browser under the name the server gave. The failure is for the page to show, so the
 * fetch should be quiet (no toast).
 */
export function useFileDownload(fetchFile: () => Promise<FileAnswer>, fallbackName: string) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DownloadProblem | null>(null);

  const download = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, contentDisposition } = await fetchFile();
      saveBlob(blob, filenameFromDisposition(contentDisposition, fallbackName));
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 400) setProblem({ kind: 'refused' });
      else if (isApiError(error) && error.kind === 'network') setProblem({ kind: 'offline' });
      else setProblem({ kind: 'failed', message: error instanceof Error ? error.message : '' });
      return false;
    } finally {
      setBusy(false);
    }
  }, [fetchFile, fallbackName]);

  return { download, busy, problem, online, dismiss: () => setProblem(null) };
}
