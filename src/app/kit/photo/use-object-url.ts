import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob while the component shows it: made after mount, revoked when the blob
 * changes or the component goes (a removed thumbnail, a closed form), so no photo stays in memory.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
