import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, type Database } from '@server/db/client';
import { migrationsFingerprint } from '../../support/migrations-fingerprint';

const PREFIX = 'stayops-api-test-pglite-';

/** One template per set of migrations and PGlite version: a changed migration makes a new one. */
function templatePath(): string {
  return path.join(os.tmpdir(), `${PREFIX}${migrationsFingerprint()}.tar`);
}

function fromDump(bytes: Buffer): Promise<Database> {
  return openPglite(null, new Blob([new Uint8Array(bytes)]));
}

/**
 * An in-memory PGlite with every migration applied. Starting one from scratch (initdb and all
 * migrations) is the slowest part of an API test file, so the first file saves the migrated data
 * directory and the others start from that copy. `migrate()` still runs on it and finds nothing to do.
 */
export async function openMigratedPglite(): Promise<Database> {
  const file = templatePath();
  if (existsSync(file)) {
    try {
      return await fromDump(readFileSync(file));
    } catch {
      rmSync(file, { force: true });
    }
  }
  const database = await openPglite(null);
  await database.migrate();
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    const partial = `${file}.${process.pid}-${Date.now()}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    for (const old of readdirSync(os.tmpdir())) {
      const full = path.join(os.tmpdir(), old);
      if (old.startsWith(PREFIX) && full !== file && !old.endsWith('.partial')) rmSync(full, { force: true });
    }
  } catch {
    // Only a speed-up: without a template every file migrates its own database.
  }
  return database;
}
