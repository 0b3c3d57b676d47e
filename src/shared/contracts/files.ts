import { defineCall } from './call';
import { idParam } from './common';
import { FILES_ROUTES } from './plain/files';

/** Uploads: at most this big, and one of these types, told by the content (the server sniffs every file). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Stored uploads (identity documents, photos): the bytes, as they were sniffed on the way in. */
export const files = {
  get: defineCall({ ...FILES_ROUTES.get, params: idParam }),
};
