/**
 * Object URLs for files the API serves only with the Authorization header (an <img src> would
 * not send it). One fetch per file however many thumbnails and viewers show it; the URL is
 * revoked when the last one lets go.
 */
export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

export interface FileUrlLease {
  promise: Promise<{ url: string; type: string }>;
  /** Lets go of this lease; calling it again does nothing. */
  release(): void;
}

export interface FileUrlStore {
  acquire(id: string): FileUrlLease;
  /** How many files currently hold a URL or a fetch (for tests). */
  size(): number;
}

interface Entry {
  refs: number;
  promise: Promise<{ url: string; type: string }>;
  url: string | null;
}

export function createFileUrlStore(fetchBlob: (id: string) => Promise<Blob>, urls: ObjectUrls): FileUrlStore {
  const entries = new Map<string, Entry>();

  function open(id: string): Entry {
    const entry: Entry = { refs: 0, url: null, promise: Promise.resolve({ url: '', type: '' }) };
    entry.promise = fetchBlob(id).then(
      (blob) => {
        const url = urls.create(blob);
        // Everyone let go while the bytes were on their way.
        if (entries.get(id) !== entry) urls.revoke(url);
        else entry.url = url;
        return { url, type: blob.type };
      },
      (error: unknown) => {
        // A failure is not cached: the next viewer tries again.
        if (entries.get(id) === entry) entries.delete(id);
        throw error;
      },
    );
    entries.set(id, entry);
    return entry;
  }

  return {
    acquire(id) {
      const entry = entries.get(id) ?? open(id);
      entry.refs++;
      let released = false;
      return {
        promise: entry.promise,
        release() {
          if (released) return;
          released = true;
          entry.refs--;
          if (entry.refs > 0 || entries.get(id) !== entry) return;
          entries.delete(id);
          if (entry.url) urls.revoke(entry.url);
        },
      };
    },
    size: () => entries.size,
  };
}
