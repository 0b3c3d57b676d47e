/** Hands a file to the browser's own download: a link to an object URL, clicked, then let go. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns: revoke it once they have.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
