import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface MountedRoot {
  readonly root: Root;
  readonly container: HTMLDivElement;
}

/**
 * A React root in a new container for each test of the file (jsdom), unmounted and removed after it. Hooks a file
 * registers before calling this run around it (fake timers on first, off last).
 */
export function rootPerTest(): MountedRoot {
  const mounted = {} as { root: Root; container: HTMLDivElement };
  beforeEach(() => {
    mounted.container = document.createElement('div');
    document.body.append(mounted.container);
    mounted.root = createRoot(mounted.container);
  });
  afterEach(() => {
    act(() => mounted.root.unmount());
    mounted.container.remove();
  });
  return mounted;
}
