/** Uploads are read through core storage, the one place that knows where their bytes live. */
export { readStoredFile as readFile, type FileContent } from '@server/core/files/storage';
