import http from 'node:http';

/** The bytes the server puts on the wire for one URL, undecoded, and the encoding it chose. */
function fetchRaw(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
          else resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') });
        });
      })
      .on('error', reject);
  });
}

export interface WireSize {
  bytes: number;
  /** Every encoding the server answered with; one value when every file came compressed. */
  encodings: string[];
}

/** Total bytes on the wire for these URLs when the browser accepts exactly `acceptEncoding`. */
export async function wireSize(urls: string[], acceptEncoding: string): Promise<WireSize> {
  let bytes = 0;
  const encodings = new Set<string>();
  for (const url of urls) {
    const r = await fetchRaw(url, acceptEncoding);
    bytes += r.bytes;
    encodings.add(r.encoding);
  }
  return { bytes, encodings: [...encodings] };
}
