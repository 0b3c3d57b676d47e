import { useCallback, useState } from 'react';
import { filenameFromDisposition } from '@app/kit/download/file-name';
import { isApiError } from '@app/lib/api-errors';
import { saveBlob } from '@app/lib/save-blob';
import { useOnline } from '@app/lib/use-online';

export type PdfProblem = 'offline' | 'failed';

export interface PdfAnswer {
  blob: Blob;
  contentDisposition: string | null;
}

/**
 * A PDF the server makes for the owner, fetched with the session's Authorization header (a plain link would carry no
 * token), then opened in a new tab or saved. The tab is opened at the tap itself, before the fetch: a phone's browser
 * blocks a window opened after an await. When no tab could be opened, the file is saved instead.
 */
export function usePdf() {
  const online = useOnline();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ key: string; kind: PdfProblem } | null>(null);

  const run = useCallback(async (key: string, fetchPdf: () => Promise<PdfAnswer>, fallbackName: string, how: 'open' | 'save') => {
    setBusy(key);
    setProblem(null);
    const tab = how === 'open' ? window.open('', '_blank') : null;
    try {
      const { blob, contentDisposition } = await fetchPdf();
      const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
      const name = filenameFromDisposition(contentDisposition, fallbackName);
      if (tab && !tab.closed) {
        const url = URL.createObjectURL(pdf);
        tab.location.href = url;
        // The tab has read it once it shows it.
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        saveBlob(pdf, name);
      }
    } catch (error) {
      tab?.close();
      setProblem({ key, kind: isApiError(error) && error.kind === 'network' ? 'offline' : 'failed' });
    } finally {
      setBusy(null);
    }
  }, []);

  return { run, busy, problem, online };
}
