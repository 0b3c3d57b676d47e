import { lazy, Suspense, useEffect, useState } from 'react';
import { IonApp } from '@ionic/react';
import { AuthGate } from './features/auth/AuthGate';

// Neither is needed for the first paint; toasts raised before the host arrives wait in its queue.
const UpdatePrompt = lazy(() => import('./shell/UpdatePrompt'));
const ToastHost = lazy(() => import('./shell/ToastHost').then((m) => ({ default: m.ToastHost })));

/** Longest wait for an idle moment: a page that never settles still gets its toasts and updates. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the page has loaded and the main thread has had an idle moment. The service worker's
 * registration (and the precaching it starts) and the toast host then stay out of the first
 * screen's long tasks on a slow phone (DESIGN.md §10).
 */
function useAfterFirstIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari (and so the iOS app) has no requestIdleCallback: a plain timer there.
    const idleCallback = (window as Partial<Window>).requestIdleCallback?.bind(window);
    let cancel: (() => void) | undefined;
    const whenIdle = () => {
      if (idleCallback) {
        const handle = idleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setIdle(true), 0);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel?.();
    };
  }, []);
  return idle;
}

export default function App() {
  const idle = useAfterFirstIdle();
  return (
    <IonApp>
      <AuthGate />
      {idle ? (
        <Suspense fallback={null}>
          <ToastHost />
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </IonApp>
  );
}
