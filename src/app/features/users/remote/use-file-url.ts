import { api } from '@app/lib/api';
import { createUseFileUrl } from '@app/lib/use-file-url';
import { getFile } from './users-api';

export type { FileUrlState } from '@app/lib/use-file-url';

/** An object URL for an uploaded file, fetched with the admin's token and revoked on unmount. */
export const useFileUrl = createUseFileUrl((id) => getFile(api, id));
