import { useEffect, useState } from 'react';
import { createFileUrlStore } from './file-urls';

export type FileUrlState = { status: 'loading' | 'error'; url: null } | { status: 'ready'; url: string };

/**
 * A hook giving an object URL for a file the API serves only with the admin's token, one store per
 * kind of file (an upload by file id, a credit receipt by request id); revoked on unmount.
 */
export function createFileUrlHook(fetchBlob: (id: string) => Promise<Blob>) {
  const store = createFileUrlStore(fetchBlob, {
    create: (blob) => URL.createObjectURL(blob),
    revoke: (url) => URL.revokeObjectURL(url),
  });

  return function useFileUrl(fileId: string | null | undefined): FileUrlState & { retry(): void } {
    const [state, setState] = useState<FileUrlState>({ status: 'loading', url: null });
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (!fileId) return undefined;
      let live = true;
      setState({ status: 'loading', url: null });
      const lease = store.acquire(fileId);
      lease.promise.then(
        ({ url }) => live && setState({ status: 'ready', url }),
        () => live && setState({ status: 'error', url: null }),
      );
      return () => {
        live = false;
        lease.release();
      };
    }, [fileId, attempt]);

    return { ...state, retry: () => setAttempt((n) => n + 1) };
  };
}
