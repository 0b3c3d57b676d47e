import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A plain HTTP proxy between the browser and the real server that can misbehave on purpose:
 * lose an answer the server already committed, answer an error itself, hang, or be slow.
 * The browser uses `proxy.url` as the app's origin; everything else (the shell, static files,
 * the service worker script, the API) passes through untouched.
 */

export type FaultKind =
  /** Forward to the server, let it finish, then destroy the client socket without answering (server committed, answer lost). */
  | 'drop-response'
  /** Answer `status` (e.g. 500, 429, 503) with a JSON `{ message }` body, without forwarding. */
  | 'status'
  /** Accept and never answer, until the rule is removed (then the request goes through) or the proxy stops. */
  | 'hang'
  /** Forward after `delayMs`. */
  | 'delay'
  /** Cut the connection at once without forwarding: to the client, the server is unreachable while its network is up. */
  | 'reset';

export type FaultRule = {
  /** Which requests: the method (any case; any method when left out) … */
  method?: string;
  /** … and a test of the path without its query string. */
  path: RegExp | ((path: string) => boolean);
  /** What to do. */
  fault: FaultKind;
  /** For 'status': the status to answer (500 when left out). */
  status?: number;
  /** For 'status': a Retry-After header, in seconds. */
  retryAfterSeconds?: number;
  /** For 'delay': how long to wait before forwarding (1000 ms when left out). */
  delayMs?: number;
  /** How many matching requests this rule applies to; undefined = all. */
  times?: number;
  /** Match only requests carrying this header (any value), e.g. 'x-stayops-outbox'. */
  header?: string;
};

export interface ProxyLogEntry {
  /** In the order requests arrived, from 1. */
  seq: number;
  method: string;
  /** Path without the query string. */
  path: string;
  /** Path with the query string, as requested. */
  url: string;
  /**
   * The status the client was answered; 'dropped' when the server answered but the client never
   * heard it; 'hung' for a request held and never answered (also once its client gave up);
   * 'aborted' when the client gave up on a forwarded or delayed request before its answer;
   * 'error' when the server could not be reached (the client got a 502); 'reset' for a connection
   * cut on purpose; null while in flight.
   */
  status: number | 'dropped' | 'hung' | 'aborted' | 'error' | 'reset' | null;
  /** The client went away before it was answered (a timeout or a closed page). */
  clientClosed: boolean;
  /** What the server answered, when the request reached it (also for 'dropped'). */
  serverStatus: number | null;
  /** The fault applied to this request, if any. */
  fault: FaultKind | null;
  /** Date.now() when the request arrived, and when it was answered or ended. */
  at: number;
  endedAt: number | null;
  idempotencyKey: string | null;
  /** The `x-stayops-outbox` header: '1' for a request the outbox replayed. */
  outbox: string | null;
}

export interface FaultProxy {
  /** The proxy's origin, ending with '/'. */
  url: string;
  /** Rules are tried in the order they were added; the first that matches applies. Returns a remover. */
  addRule(rule: FaultRule): () => void;
  clearRules(): void;
  /** Every request seen (copies). */
  log(): ProxyLogEntry[];
  /** Forgets the requests seen so far. */
  clearLog(): void;
  /** Waits until `predicate(log)` is true; rejects after `timeoutMs` (default 10 s). */
  waitFor(predicate: (log: ProxyLogEntry[]) => boolean, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Connection-level headers that belong to one hop, never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authorization', 'proxy-authenticate']);

function forwardable(headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) out[name] = value;
  }
  return out;
}

const headerValue = (req: IncomingMessage, name: string): string | null => {
  const v = req.headers[name];
  return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
};

interface ActiveRule {
  rule: FaultRule;
  left: number;
  /** Requests this rule holds, released when it is removed. */
  held: Set<() => void>;
}

export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const agent = new http.Agent({ keepAlive: true });
  let rules: ActiveRule[] = [];
  let entries: ProxyLogEntry[] = [];
  let seq = 0;
  let stopping = false;
  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const changed = () => changes.emit('change');

  function match(req: IncomingMessage, path: string): ActiveRule | null {
    for (const active of rules) {
      const { rule } = active;
      if (active.left <= 0) continue;
      if (rule.method && rule.method.toUpperCase() !== req.method) continue;
      if (rule.header && req.headers[rule.header.toLowerCase()] === undefined) continue;
      if (rule.path instanceof RegExp) {
        rule.path.lastIndex = 0;
        if (!rule.path.test(path)) continue;
      } else if (!rule.path(path)) continue;
      // A rule that has done its times stays listed (it may still hold requests) but matches no more.
      active.left -= 1;
      return active;
    }
    return null;
  }

  function removeRule(active: ActiveRule): void {
    rules = rules.filter((r) => r !== active);
    const held = [...active.held];
    active.held.clear();
    for (const release of held) release();
  }

  function finish(entry: ProxyLogEntry, status: ProxyLogEntry['status']): void {
    entry.status = status;
    entry.endedAt = Date.now();
    changed();
  }

  /** Sends the request on to the server and its answer back; with `drop`, the answer is read and then lost. */
  function forward(req: IncomingMessage, res: ServerResponse, entry: ProxyLogEntry, drop: boolean): void {
    if (res.destroyed || res.writableEnded) {
      if (entry.status === null) finish(entry, 'aborted');
      return;
    }
    const upstream = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), host: target.host },
        agent,
      },
      (answer) => {
        entry.serverStatus = answer.statusCode ?? null;
        if (drop) {
          // The server has committed and answered; the client never hears it.
          answer.resume();
          answer.on('end', () => {
            req.socket.destroy();
            finish(entry, 'dropped');
          });
          return;
        }
        if (res.destroyed) {
          answer.resume();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardable(answer.headers));
        answer.pipe(res);
        res.on('finish', () => finish(entry, answer.statusCode ?? 502));
        res.on('close', () => {
          if (!res.writableFinished) answer.destroy();
        });
      },
    );
    upstream.on('error', (err) => {
      if (entry.status !== null) return;
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: `Proxy could not reach the server: ${err.message}` }));
      } else {
        res.destroy();
      }
      finish(entry, 'error');
    });
    req.pipe(upstream);
  }

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0];
    const entry: ProxyLogEntry = {
      seq: ++seq,
      method: req.method ?? 'GET',
      path,
      url,
      status: null,
      serverStatus: null,
      fault: null,
      at: Date.now(),
      endedAt: null,
      clientClosed: false,
      idempotencyKey: headerValue(req, 'idempotency-key'),
      outbox: headerValue(req, 'x-stayops-outbox'),
    };
    entries.push(entry);
    // A client that gives up before it was answered.
    res.on('close', () => {
      if (res.writableFinished || entry.fault === 'drop-response') return;
      entry.clientClosed = true;
      finish(entry, entry.status === null ? 'aborted' : entry.status);
    });

    const active = match(req, path);
    const rule = active?.rule;
    entry.fault = rule?.fault ?? null;
    changed();

    if (!rule) return forward(req, res, entry, false);
    switch (rule.fault) {
      case 'drop-response':
        return forward(req, res, entry, true);
      case 'status': {
        const status = rule.status ?? 500;
        req.resume();
        res.on('finish', () => finish(entry, status));
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          ...(active.rule.retryAfterSeconds === undefined ? {} : { 'retry-after': String(active.rule.retryAfterSeconds) }),
        });
        res.end(JSON.stringify({ message: `Injected fault: ${status}` }));
        return;
      }
      case 'hang': {
        entry.status = 'hung';
        changed();
        // Removing the rule lets the request through, late; a client that already gave up is not forwarded.
        const release = () => {
          if (stopping || res.destroyed) return;
          entry.status = null;
          forward(req, res, entry, false);
        };
        active!.held.add(release);
        res.on('close', () => active!.held.delete(release));
        return;
      }
      case 'reset': {
        req.resume();
        finish(entry, 'reset');
        req.socket.destroy();
        return;
      }
      case 'delay': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!stopping) forward(req, res, entry, false);
        }, rule.delayMs ?? 1000);
        timers.add(timer);
        return;
      }
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // A client that disconnects mid-request is normal here; it must not take the proxy down.
  server.on('clientError', (_err, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    addRule(rule) {
      const active: ActiveRule = { rule, left: rule.times ?? Infinity, held: new Set() };
      rules.push(active);
      return () => removeRule(active);
    },
    clearRules() {
      for (const active of [...rules]) removeRule(active);
    },
    log: () => entries.map((e) => ({ ...e })),
    clearLog() {
      entries = [];
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!predicate(entries.map((e) => ({ ...e })))) return false;
          clearTimeout(timer);
          changes.off('change', check);
          resolve();
          return true;
        };
        const timer = setTimeout(() => {
          changes.off('change', check);
          const seen = entries.map((e) => `#${e.seq} ${e.method} ${e.url} → ${e.status}${e.fault ? ` (${e.fault})` : ''}`).join('\n');
          reject(new Error(`proxy log did not match within ${timeoutMs} ms; requests seen:\n${seen || '(none)'}`));
        }, timeoutMs);
        changes.on('change', check);
        check();
      });
    },
    async stop() {
      stopping = true;
      rules = [];
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}
