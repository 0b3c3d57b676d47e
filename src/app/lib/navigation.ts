import type { MouseEvent } from 'react';
import { useIonRouter, type UseIonRouterResult } from '@ionic/react';

/** Back to the page the admin came from, or to `fallback` when they arrived by a direct link. */
export function goBackTo(router: UseIonRouterResult, fallback: string): void {
  if (router.canGoBack()) router.goBack();
  else router.push(fallback, 'back', 'replace');
}

/** A click the browser should handle itself: a new tab or window, a download. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The click handler of a plain link inside the app: a plain tap goes through Ionic's router (page
 * transition and back stack as a routerLink), a middle or modified click opens a new tab.
 */
export function useAppLink(href: string): (event: MouseEvent<HTMLAnchorElement>) => void {
  const router = useIonRouter();
  return (event) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    router.push(href);
  };
}
