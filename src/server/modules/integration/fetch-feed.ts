import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { BlockList } from 'node:net';

/** Addresses a feed URL may not reach unless allowed: this machine, its networks, and what is not an address at all. */
const PRIVATE = new BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) PRIVATE.addSubnet(prefix, bits, 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it is. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why a feed could not be read, in words for the person looking at the feed. */
export class FeedFetchError extends Error {}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  allowPrivate: boolean;
}

const MAX_REDIRECTS = 3;

/**
 * The address is checked where the connection is made (the `lookup` the socket uses), not before: a name that
 * resolves to a public address when checked and a private one when connected (DNS rebinding) is refused too.
 */
function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      const refused = !allowPrivate && list.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(new FeedFetchError(`${hostname} is a private or local address (${refused.address}); feeds must be on the internet`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new FeedFetchError(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

function checkUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedFetchError('The feed URL is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError(`Only http and https feeds are fetched, not ${url.protocol.replace(':', '')}`);
  if (url.username || url.password) throw new FeedFetchError('A feed URL may not carry a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal never goes through the lookup, so it is judged here.
  if (net.isIP(host) && !allowPrivate && isPrivateAddress(host)) throw new FeedFetchError(`${host} is a private or local address; feeds must be on the internet`);
  return url;
}

function getOnce(url: URL, limits: FetchLimits): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(url, { lookup: guardedLookup(limits.allowPrivate), headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'StayOps-iCal/1' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: res.headers.location, body: '' });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          req.destroy(new FeedFetchError(`The feed is larger than ${Math.round(limits.maxBytes / 1024)} KB`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    // The whole exchange, not each pause: a feed trickling a byte at a time fails too.
    const timer = setTimeout(() => req.destroy(new FeedFetchError(`The feed did not answer within ${Math.round(limits.timeoutMs / 1000)} s`)), limits.timeoutMs);
    req.on('error', (err) => reject(err));
    req.on('close', () => clearTimeout(timer));
  });
}

/** The text of a feed, following at most 3 redirects, each checked like the first URL. */
export async function fetchFeed(rawUrl: string, limits: FetchLimits): Promise<string> {
  let url = checkUrl(rawUrl, limits.allowPrivate);
  for (let hop = 0; ; hop++) {
    let answer: Awaited<ReturnType<typeof getOnce>>;
    try {
      answer = await getOnce(url, limits);
    } catch (err) {
      if (err instanceof FeedFetchError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') throw new FeedFetchError(`${url.hostname} was not found`);
      if (code === 'ECONNREFUSED') throw new FeedFetchError(`${url.host} refused the connection`);
      throw new FeedFetchError(`The feed could not be fetched (${code ?? (err instanceof Error ? err.message : 'unknown error')})`);
    }
    if (answer.location !== undefined) {
      if (hop >= MAX_REDIRECTS) throw new FeedFetchError('The feed redirects too many times');
      url = checkUrl(new URL(answer.location, url).toString(), limits.allowPrivate);
      continue;
    }
    if (answer.status !== 200) throw new FeedFetchError(`The feed answered HTTP ${answer.status}`);
    return answer.body;
  }
}
