/**
 * Each finished pass of the outbox's sync loop, counted on the page's root element as
 * `data-outbox-passes="<admin id>:<passes>"`. What waits for the outbox to have been looked at, and
 * found nothing to send (the end-to-end tests of decisions that must not be sent), reads it instead
 * of waiting a fixed time.
 */
let owner = '';
let passes = 0;

export function countSyncPass(adminId: string, root: HTMLElement = document.documentElement): void {
  if (owner !== adminId) {
    owner = adminId;
    passes = 0;
  }
  passes += 1;
  root.dataset.outboxPasses = `${adminId}:${passes}`;
}
