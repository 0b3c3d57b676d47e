import { useEffect, useState } from 'react';
import { api } from '@app/lib/api';
import { createFileUrlStore } from './file-urls';
import { getFile } from './users-api';

const store = createFileUrlStore((id) => getFile(api, id), {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
});

export type FileUrlState = { status: 'loading' | 'error'; url: null } | { status: 'ready'; url: string };

/** An object URL for an uploaded file, fetched with the admin's token and revoked on unmount. */
export function useFileUrl(fileId: string | null | undefined): FileUrlState & { retry(): void } {
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
}
