/**
 * Whether the page's first screen has drawn what it came for: a list's first page, a record, or the failure, empty or
 * offline state in their place. The kit's list and record hooks say so once; what the shell adds after the first
 * screen (the areas' slots, the service worker, the toast host) waits for it, so none of it competes with the
 * screen's own downloads and data call on a slow phone (DESIGN.md §10).
 */
let settled = false;
let resolveSettled: () => void = () => undefined;
const whenSettled = new Promise<void>((resolve) => {
  resolveSettled = resolve;
});

/** Called by the kit once a screen's first data (or its failure) is on screen; later calls do nothing. */
export function firstScreenSettled(): void {
  if (settled) return;
  settled = true;
  resolveSettled();
}

export function isFirstScreenSettled(): boolean {
  return settled;
}

/** Resolves once the first screen has settled; never rejects. */
export function whenFirstScreenSettled(): Promise<void> {
  return whenSettled;
}
