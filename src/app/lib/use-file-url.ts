import { useEffect, useState } from 'react';
import { createFileUrlStore } from './file-urls';

export type FileUrlState = { status: 'loading' | 'error'; url: null; type: null } | { status: 'ready'; url: string; type: string };

export type UseFileUrl = (fileId: string | null | undefined) => FileUrlState & { retry(): void };

/**
 * A hook giving an object URL for a file the API serves only with the admin's token, fetched by
 * `fetchBlob` and revoked once no screen shows it. One store per kind of file (a user's
 * document, a credit receipt), so two screens showing the same file fetch it once.
 */
export function createUseFileUrl(fetchBlob: (id: string) => Promise<Blob>): UseFileUrl {
  const store = createFileUrlStore(fetchBlob, {
    create: (blob) => URL.createObjectURL(blob),
    revoke: (url) => URL.revokeObjectURL(url),
  });

  return function useFileUrl(fileId) {
    const [state, setState] = useState<FileUrlState>({ status: 'loading', url: null, type: null });
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (!fileId) return undefined;
      let live = true;
      setState({ status: 'loading', url: null, type: null });
      const lease = store.acquire(fileId);
      lease.promise.then(
        ({ url, type }) => live && setState({ status: 'ready', url, type }),
        () => live && setState({ status: 'error', url: null, type: null }),
      );
      return () => {
        live = false;
        lease.release();
      };
    }, [fileId, attempt]);

    return { ...state, retry: () => setAttempt((n) => n + 1) };
  };
}
