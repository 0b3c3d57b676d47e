/**
 * The browser's own word that there is no network. Only `false` counts: an environment without
 * `navigator.onLine` (tests, old browsers) is taken as online, so nothing is held back on a guess.
 */
export function deviceSaysOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
