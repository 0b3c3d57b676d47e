// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { countSyncPass } from '@app/offline/sync-passes';

describe('the outbox sync loop’s pass count on the page', () => {
  it('counts each finished pass per signed-in admin, starting again for another admin', () => {
    const root = document.createElement('div');
    countSyncPass('admin-a', root);
    countSyncPass('admin-a', root);
    expect(root.dataset.outboxPasses).toBe('admin-a:2');
    countSyncPass('admin-b', root);
    expect(root.dataset.outboxPasses).toBe('admin-b:1');
    countSyncPass('admin-b');
    expect(document.documentElement.dataset.outboxPasses).toBe('admin-b:2');
  });
});
