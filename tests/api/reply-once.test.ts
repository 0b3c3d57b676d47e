import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { createFullAdmin } from '@server/cli/first-admin';
import type { Database } from '@server/db/client';
import { openMigratedPglite } from './helpers/pglite-template';
import { testConfig } from './helpers/test-app';
import { insertUser, JPEG } from './helpers/users';
import { saveFile } from '@server/core/files/storage';

/**
 * Routes that send their own answer (the credit CSV, an uploaded file such as a rider's identity image) answer once:
 * the server's log holds no "Reply was already sent" (FST_ERR_REP_ALREADY_SENT) for them.
 */
describe('an answer a route sends itself is sent once', () => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];
  let token = '';
  beforeAll(async () => {
    database = await openMigratedPglite();
    app = await buildApp({ database, config: { ...testConfig(), logLevel: 'warn' }, logger: true, logDestination: { write: (l) => void lines.push(l) } });
    await createFullAdmin(database.db, { name: 'Root Admin', email: 'root@reply-once.test', password: 'root-password-123' });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'root@reply-once.test', password: 'root-password-123' } });
    token = (login.json() as { token: string }).token;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const alreadySent = () => lines.filter((l) => l.includes('FST_ERR_REP_ALREADY_SENT'));

  it('the credit history CSV, GET and HEAD, compressed or not', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await app.inject({ method, url: '/api/credit/entries/export.csv', headers: { authorization: token, 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/csv/);
      }
    }
    expect(alreadySent()).toEqual([]);
  });

  it('a rider\'s identity image, GET and HEAD', async () => {
    const rider = await insertUser(database.db, { role: 'rider' });
    const { id } = await saveFile(database.db, { accountId: rider.id, kind: 'identity_front', mimeType: 'image/jpeg', content: JPEG, uploadedBy: null });
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: `/api/files/${id}`, headers: { authorization: token, 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      if (method === 'GET') expect(res.rawPayload.equals(JPEG)).toBe(true);
    }
    expect(alreadySent()).toEqual([]);
  });
});
