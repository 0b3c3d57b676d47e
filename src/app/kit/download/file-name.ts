/**
 * The file name a `Content-Disposition` header gives: the RFC 5987 `filename*` (UTF-8, percent
 * encoded) when present, else the plain `filename`, quoted or not. Path separators are dropped,
 * so a name can never point the browser at a folder.
 */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2].trim()) : null;
  }
  const safe = (name ?? '').split(/[\\/]/).pop()?.trim() ?? '';
  return safe || fallback;
}
