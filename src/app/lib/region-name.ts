/** A country (`MY`) named in the reader's language; its code where the browser cannot name it, null for none. */
export function regionName(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}
