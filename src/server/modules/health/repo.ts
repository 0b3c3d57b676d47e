import { sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';

/** A round trip to the database: a server that cannot reach it is not healthy, whatever else works. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
