/** What the photo kit takes by default: the image types every browser shows, and PDF. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export function isPdf(file: { type: string }): boolean {
  return file.type === 'application/pdf';
}

/** Whether a type matches an `accept` list of MIME types (`image/*` style wildcards too). */
export function accepts(accept: string, type: string): boolean {
  const wanted = accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (!wanted.length) return true;
  const actual = type.toLowerCase();
  return wanted.some((w) => w === actual || (w.endsWith('/*') && actual.startsWith(w.slice(0, -1))));
}

/** The camera takes images only: the image types of `accept`, or any image when it names none. */
export function cameraAccept(accept: string): string {
  const images = accept
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.toLowerCase().startsWith('image/'));
  return images.length ? images.join(',') : 'image/*';
}

export interface AddedFiles {
  files: File[];
  /** Why some picked files were left out, if any were. */
  problem: 'wrongType' | 'limit' | null;
}

/** The chosen files with new picks added: wrong types dropped, and no more than `max` in all. */
export function addFiles(current: readonly File[], picked: readonly File[], accept: string, max: number): AddedFiles {
  const allowed = picked.filter((file) => accepts(accept, file.type));
  const room = Math.max(0, max - current.length);
  const problem = allowed.length < picked.length ? 'wrongType' : allowed.length > room ? 'limit' : null;
  return { files: [...current, ...allowed.slice(0, room)], problem };
}
