import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { openMigratedPglite } from './helpers/pglite-template';

describe('log level', () => {
  it('is warn in production and info elsewhere, unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('warn');
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'development' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(loadConfig({ LOG_LEVEL: 'error' }).logLevel).toBe('error');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: '' }).logLevel).toBe('warn');
  });

  it('refuses a level that does not exist instead of logging nothing or everything', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });
});

describe('request logging', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigratedPglite();
  });
  afterAll(async () => database?.close());

  /** The lines the server writes while answering one request, as `npm start` would run it in that environment. */
  async function linesFor(env: NodeJS.ProcessEnv): Promise<{ msg: string }[]> {
    const lines: string[] = [];
    const app = await buildApp({ database, config: { ...loadConfig(env), staticDir: '/nonexistent' }, logger: true, logDestination: { write: (l) => void lines.push(l) } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    return lines.map((l) => JSON.parse(l) as { msg: string });
  }

  it('is off in production: a request writes no line', async () => {
    expect(await linesFor({ NODE_ENV: 'production' })).toEqual([]);
  });

  it('is on in development, and in production when LOG_LEVEL=info', async () => {
    for (const env of [{}, { NODE_ENV: 'production', LOG_LEVEL: 'info' }]) {
      const msgs = (await linesFor(env)).map((l) => l.msg);
      expect(msgs).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    }
  });
});
