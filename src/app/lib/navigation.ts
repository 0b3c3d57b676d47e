import type { UseIonRouterResult } from '@ionic/react';

/** Back to the page the admin came from, or to `fallback` when they arrived by a direct link. */
export function goBackTo(router: UseIonRouterResult, fallback: string): void {
  if (router.canGoBack()) router.goBack();
  else router.push(fallback, 'back', 'replace');
}
