import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

/** The route pattern a path is shown by (`/admin/user-mgmt/:id`), never the path itself (it may hold an id); null for none. */
export function screenOf(pathname: string, routes: readonly { path: string }[]): string | null {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname))?.path ?? null;
}

export interface CurrentScreen {
  /** The screen shown now, by its route pattern; null for a path no screen answers. */
  screen: string | null;
  /** The screen the page was opened on: the page load's paint is that screen's, wherever the admin is now. */
  openedOn: string | null;
}

const ScreenContext = createContext<CurrentScreen>({ screen: null, openedOn: null });

/**
 * The screen shown, for what the shell draws beside the pages (the areas' slots), which mounts after the first screen
 * and so cannot tell for itself which screen the page was opened on.
 */
export function CurrentScreenProvider({ routes, children }: { routes: readonly { path: string }[]; children: ReactNode }) {
  const { pathname } = useLocation();
  const screen = useMemo(() => screenOf(pathname, routes), [pathname, routes]);
  const openedOn = useRef(screen);
  const value = useMemo(() => ({ screen, openedOn: openedOn.current }), [screen]);
  return <ScreenContext.Provider value={value}>{children}</ScreenContext.Provider>;
}

export function useCurrentScreen(): CurrentScreen {
  return useContext(ScreenContext);
}
