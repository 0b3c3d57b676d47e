import { lazy, Suspense } from 'react';
import { IonApp } from '@ionic/react';
import { AuthGate } from './features/auth/AuthGate';
import { useFirstIdle } from './lib/use-first-idle';

// Neither is needed for the first paint; toasts raised before the host arrives wait in its queue.
const UpdatePrompt = lazy(() => import('./shell/UpdatePrompt'));
const ToastHost = lazy(() => import('./shell/ToastHost').then((m) => ({ default: m.ToastHost })));

/** Longest wait for an idle moment: a page that never settles still gets its toasts and updates. */
const IDLE_TIMEOUT_MS = 3000;

export default function App() {
  // The service worker's registration (and the precaching it starts) and the toast host wait for the page's first idle moment.
  const [idle] = useFirstIdle({ timeoutMs: IDLE_TIMEOUT_MS, afterLoad: true });
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
