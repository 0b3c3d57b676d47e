import path from 'node:path';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './client';
import { lockDataDir } from './data-dir-lock';

/**
 * Opens the configured database and brings its schema up to date.
 * The embedded one is locked first: a second process gets DataDirInUseError and touches nothing.
 */
export async function openDatabase(config: Config, holder: string): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await database.migrate();
    return database;
  }
  const lock = lockDataDir(config.dataDir, holder);
  try {
    const database = await openPglite(path.join(config.dataDir));
    await database.migrate();
    return {
      ...database,
      async close() {
        await database.close();
        lock.release();
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
