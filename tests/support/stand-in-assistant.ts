import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in was sent, as it arrived. */
export interface StandInRequest {
  method: string;
  path: string;
  cookie: string | undefined;
  referer: string | undefined;
}

/** What the page inside the frame saw of itself when it loaded. */
export interface StandInFrame {
  /** `document.cookie` as the framed page reads it, or how reading it failed. */
  cookie: string;
  referrer: string;
  origin: string;
}

/** A message the framed page received. */
export interface StandInMessage {
  origin: string;
  data: unknown;
}

export interface StandInAssistant {
  /** The page to configure as ASSISTANT_URL. */
  url: string;
  origin: string;
  requests: StandInRequest[];
  frames: StandInFrame[];
  messages: StandInMessage[];
  close(): Promise<void>;
}

/** The ready message of src/shared/contracts/plain/assistant.ts, spelled out: the stand-in knows nothing of the app. */
const READY = 'stayops-assistant:ready';

/**
 * A page that behaves like an embedded assistant, and tells its server everything it gets: it reports its own
 * `document.cookie` and referrer, says it is ready to its parent (to '*': it carries nothing, and the page does not
 * know who frames it), reports every message it is then sent, and greets whoever it was started for.
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stand-in assistant</title></head>
<body><p id="greeting">Waiting to be started</p>
<script>
  const report = (kind, data) => fetch('/record/' + kind, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(data) });
  let cookie;
  try { cookie = document.cookie; } catch (error) { cookie = 'unreadable: ' + error.name; }
  window.addEventListener('message', (event) => {
    report('message', { origin: event.origin, data: event.data });
    const name = event.data && typeof event.data.name === 'string' ? event.data.name : '?';
    document.getElementById('greeting').textContent = 'Hello ' + name + ' (' + (event.data && event.data.language) + ')';
  });
  report('frame', { cookie, referrer: document.referrer, origin: location.origin }).then(() => window.parent.postMessage({ type: '${READY}' }, '*'));
</script></body></html>`;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The stand-in on a port of its own at `localhost`, while the app under test is at 127.0.0.1: another host, so
 * another site, as a real assistant would be (a port of the app's own host would share its cookies).
 */
export async function startStandInAssistant(): Promise<StandInAssistant> {
  const requests: StandInRequest[] = [];
  const frames: StandInFrame[] = [];
  const messages: StandInMessage[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', path, cookie: req.headers.cookie, referer: req.headers.referer });
      if (req.method === 'GET' && path === '/assistant.html') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(PAGE);
        return;
      }
      if (req.method === 'POST' && path.startsWith('/record/')) {
        const data = JSON.parse(await bodyOf(req)) as unknown;
        if (path === '/record/frame') frames.push(data as StandInFrame);
        else if (path === '/record/message') messages.push(data as StandInMessage);
        res.writeHead(204).end();
        return;
      }
      res.writeHead(404).end();
    })();
  };
  const v4: Server = createServer(handle);
  await new Promise<void>((resolve) => v4.listen(0, '127.0.0.1', resolve));
  const port = (v4.address() as AddressInfo).port;
  // `localhost` may be tried as ::1 first: answer there too where the machine has it.
  const v6: Server = createServer(handle);
  const v6Up = await new Promise<boolean>((resolve) => {
    v6.once('error', () => resolve(false));
    v6.listen(port, '::1', () => resolve(true));
  });
  const origin = `http://localhost:${port}`;
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // The browser's kept-alive connections would hold the close until they time out.
      server.closeAllConnections();
    });
  return {
    url: `${origin}/assistant.html`,
    origin,
    requests,
    frames,
    messages,
    close: async () => {
      await close(v4);
      if (v6Up) await close(v6);
    },
  };
}
