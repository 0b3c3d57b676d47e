// Background sync (where the browser has it): when the network comes back the browser wakes this
// worker, which tells the open StayOps pages to drain their outbox. The page does the sending: it
// holds the admin's token and the queue's order, and a worker without a page has neither.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'stayops-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'outbox-sync' });
    }),
  );
});
