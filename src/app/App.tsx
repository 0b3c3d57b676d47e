import { useEffect, useState } from 'react';
import { IonApp } from '@ionic/react';
import { AuthGate } from './features/auth/AuthGate';
import { onToastWaiting } from './lib/toast-bus';
import { useAfterFirstScreen } from './lib/use-after-first-screen';
import { useOptionalPart } from './lib/use-optional-part';

// Neither is needed for the first paint; toasts raised before the host arrives wait in its queue.
const loadUpdatePrompt = () => import('./shell/UpdatePrompt').then((m) => m.default);
const loadToastHost = () => import('./shell/ToastHost').then((m) => m.ToastHost);

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
  const ToastHost = useOptionalPart(afterFirstScreen || toastWaiting, loadToastHost);
  const UpdatePrompt = useOptionalPart(afterFirstScreen, loadUpdatePrompt);
  return (
    <IonApp>
      <AuthGate />
      {ToastHost ? <ToastHost /> : null}
      {UpdatePrompt ? <UpdatePrompt /> : null}
    </IonApp>
  );
}
