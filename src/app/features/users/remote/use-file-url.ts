import { api } from '@app/lib/api';
import { createFileUrlHook } from '@app/lib/use-file-url';
import { getFile } from './users-api';

/** An object URL for an uploaded file, fetched with the admin's token and revoked on unmount. */
export const useFileUrl = createFileUrlHook((id) => getFile(api, id));
