import type { Executor } from '@server/db/client';
import { storedDownload, type Download } from '@server/core/files/download';

/** An upload as it is sent to an admin who may see users' documents; a 404 once erased. */
export function fileDownload(db: Executor, id: string): Promise<Download> {
  return storedDownload(db, id, 'File');
}
