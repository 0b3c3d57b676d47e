import type { HealthResponse } from '@shared/contracts/health';
import type { Database } from '@server/db/client';
import { toHealth } from './dto';
import { pingDatabase } from './repo';

export async function healthStatus(database: Database): Promise<HealthResponse> {
  await pingDatabase(database.db);
  return toHealth(database.kind);
}
