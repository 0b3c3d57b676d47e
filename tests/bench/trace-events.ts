import type { BrowserContext } from 'playwright-core';
import { SESSION_COOKIE } from '@shared/constants';

/** One event of a Chromium trace, as far as the bench tools read it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time: unlike `dur`, not stretched when other work shares the machine. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number; type?: string } };
}

/** The complete (`X`) events of every renderer's main thread, in time order. */
export function rendererMainEvents(traceEvents: TraceEvent[]): TraceEvent[] {
  const mains = new Set<string>();
  for (const e of traceEvents) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mains.add(`${e.pid}:${e.tid}`);
  return traceEvents.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
}

/** Pages of `context` open signed in with `token`, as a browser that signed in before would. */
export async function addSessionCookie(context: Pick<BrowserContext, 'addCookies'>, serverUrl: string, token: string): Promise<void> {
  await context.addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(token), domain: new URL(serverUrl).hostname, path: '/', sameSite: 'Strict' }]);
}
