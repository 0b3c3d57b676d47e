import { lazy, Suspense } from 'react';
import { IonApp } from '@ionic/react';
import { AuthGate } from './features/auth/AuthGate';

// Neither is needed for the first paint; toasts raised before the host arrives wait in its queue.
const UpdatePrompt = lazy(() => import('./shell/UpdatePrompt'));
const ToastHost = lazy(() => import('./shell/ToastHost').then((m) => ({ default: m.ToastHost })));

export default function App() {
  return (
    <IonApp>
      <AuthGate />
      <Suspense fallback={null}>
        <ToastHost />
        <UpdatePrompt />
      </Suspense>
    </IonApp>
  );
}
