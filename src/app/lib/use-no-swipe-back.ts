import { useEffect } from 'react';
import { useIonViewWillEnter, useIonViewWillLeave } from '@ionic/react';

type Outlet = HTMLElement & { swipeGesture?: boolean };

/** What Ionic had chosen (on for iOS) before a page turned the gesture off, to give it back. */
let saved: boolean | null = null;

function outlet(): Outlet | null {
  return document.querySelector<Outlet>('ion-router-outlet#main');
}

function turnOff(): void {
  const el = outlet();
  if (!el) return;
  if (saved === null) saved = el.swipeGesture === true;
  el.swipeGesture = false;
}

function restore(): void {
  const el = outlet();
  if (!el || saved === null) return;
  el.swipeGesture = saved;
  saved = null;
}

/**
 * Turns iOS's swipe-from-the-left-edge "back" off while this page is shown: on pages whose cards
 * are swiped (the queues), a swipe that starts near the edge went back a page instead of moving
 * the card. The back button stays.
 */
export function useNoSwipeBack(): void {
  // On mount too: a lazily loaded page registers its view hooks after its first enter has fired.
  useEffect(() => {
    turnOff();
    return restore;
  }, []);
  useIonViewWillEnter(turnOff, []);
  useIonViewWillLeave(restore, []);
}
