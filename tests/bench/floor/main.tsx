// The floor of DESIGN.md §10: an empty Ionic 9 + React 19 page with one button, built the way the app is.
import { createRoot } from 'react-dom/client';
import { IonApp, IonButton, IonContent, setupIonicReact } from '@ionic/react';
import '@ionic/react/css/core.css';

setupIonicReact();
createRoot(document.getElementById('root') as HTMLElement).render(
  <IonApp>
    <IonContent className="ion-padding">
      <h1>StayOps</h1>
      <p>An empty Ionic 9 and React 19 page with one button: what the stack costs before the app adds anything.</p>
      <IonButton>Sign in</IonButton>
    </IonContent>
  </IonApp>,
);
