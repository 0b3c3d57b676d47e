import { lazy, Suspense, useEffect, useState } from 'react';
import { IonApp } from '@ionic/react';
import { AuthGate } from './features/auth/AuthGate';
import { onToastWaiting } from './lib/toast-bus';
import { useAfterFirstScreen } from './lib/use-after-first-screen';

// Neither is needed for the first paint; toasts raised before the host arrives wait in its queue.
const UpdatePrompt = lazy(() => import('./shell/UpdatePrompt'));
const ToastHost = lazy(() => import('./shell/ToastHost').then((m) => ({ default: m.ToastHost })));

/** True once a toast waits for the host: it comes then, not after the first screen. */
function useToastWaiting(): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => onToastWaiting(() => setWaiting(true)), []);
  return waiting;
}

export default function App() {
  // The service worker's registration (and the precaching it starts) and the toast host wait until the first screen has
  // drawn what it came for (six seconds after the load on a screen that does not say, the sign-in page among them).
  const afterFirstScreen = useAfterFirstScreen();
  const toastWaiting = useToastWaiting();
  return (
    <IonApp>
      <AuthGate />
      {afterFirstScreen || toastWaiting ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
      {afterFirstScreen ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </IonApp>
  );
}
