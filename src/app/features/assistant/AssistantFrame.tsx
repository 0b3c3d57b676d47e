import { useEffect, useRef } from 'react';
import { ASSISTANT_READY, type AssistantStart } from '@shared/contracts/plain/assistant';

export interface AssistantFrameProps {
  url: string;
  /** The configured origin: the only one the frame's messages are heard from and the start is sent to. */
  origin: string;
  name: string;
  language: string;
  title: string;
}

function isReady(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === ASSISTANT_READY;
}

/**
 * The assistant's page in a sandboxed frame. It may run scripts and send forms, nothing else: no top navigation, no
 * pop-ups, no downloads, no device feature (no `allow`), no referrer. `allow-same-origin` keeps the page its own
 * origin, which is never ours (the server and config-read.ts refuse our host): without it the page's origin would
 * be opaque, a message could only reach it addressed to '*', and an assistant could keep no sign-in of its own. Its
 * origin being another host's, it reads none of our cookies, storage or pages.
 *
 * When the page says it is ready, it is sent exactly `{ name, language }`, addressed to the configured origin: if the
 * frame is anywhere else by then (a redirect), the browser drops the message. Nothing else ever crosses — no token.
 */
export function AssistantFrame({ url, origin, name, language, title }: AssistantFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== origin || !isReady(event.data)) return;
      const start: AssistantStart = { name, language };
      target.postMessage(start, origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, name, language]);
  return (
    <iframe
      ref={frame}
      src={url}
      title={title}
      sandbox="allow-scripts allow-forms allow-same-origin"
      referrerPolicy="no-referrer"
      className="assistant-frame"
      data-testid="assistant-frame"
    />
  );
}
