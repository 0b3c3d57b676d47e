/**
 * Uploads are recognised by their first bytes only, so their content is not trusted: a PDF may carry
 * JavaScript, an "image" may be a polyglot. Nothing is rendered as a page of our origin:
 * - images may be shown inline (the app draws them in <img>), but in a sandbox with no scripts;
 * - everything else (PDFs) is a download, never rendered inline from this origin.
 */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export const FILE_CSP = "default-src 'none'; img-src 'self'; sandbox";

export function fileSafetyHeaders(mimeType: string, id: string): Record<string, string> {
  const inline = IMAGE_TYPES.has(mimeType);
  const filename = `document-${id}.${EXTENSIONS[mimeType] ?? 'bin'}`;
  return {
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${filename}"`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_CSP,
  };
}

/**
 * How an upload travels to an admin: never kept by shared caches (identity documents, receipts), never
 * sniffed by the browser into something it would run.
 */
export function downloadHeaders(mimeType: string, id: string): Record<string, string> {
  return { 'cache-control': 'private, max-age=300', ...fileSafetyHeaders(mimeType, id) };
}
