import type { Page } from 'playwright-core';
import type { OutboxStatus } from '@app/offline/outbox-types';

/** What the page's IndexedDB outbox holds, read with plain IndexedDB (no app code involved). */
export interface StoredItem {
  id: string;
  idempotencyKey: string;
  adminId: string;
  kind: string;
  recordKey: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  updatedAt: number;
  createdAt: number;
  lastError: string | null;
  conflict: { message: string; lastChange: { action: string; actorName: string | null; at: string } | null } | null;
}

export async function storedItems(page: Page): Promise<StoredItem[]> {
  return page.evaluate(async () => {
    const names = await indexedDB.databases();
    if (!names.some((d) => d.name === 'stayops')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('stayops');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('outbox')) return [];
      return await new Promise<StoredItem[]>((resolve, reject) => {
        const request = db.transaction('outbox', 'readonly').objectStore('outbox').getAll();
        request.onsuccess = () => resolve(request.result as StoredItem[]);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}

export async function statusCounts(page: Page): Promise<Record<string, number>> {
  const items = await storedItems(page);
  return items.reduce<Record<string, number>>((acc, item) => ({ ...acc, [item.status]: (acc[item.status] ?? 0) + 1 }), {});
}

