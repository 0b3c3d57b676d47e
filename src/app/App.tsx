import { lazy, Suspense } from 'react';
import { IonApp } from '@ionic/react';
import { AuthGate } from './shell/AuthGate';
import { ToastHost } from './shell/ToastHost';

const UpdatePrompt = lazy(() => import('./shell/UpdatePrompt'));

export default function App() {
  return (
    <IonApp>
      <AuthGate />
      <ToastHost />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </IonApp>
  );
}
