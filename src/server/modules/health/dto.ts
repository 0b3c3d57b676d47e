import type { HealthResponse } from '@shared/contracts/health';
import type { Database } from '@server/db/client';

/** Which database answered tells an operator whether a server runs on its embedded PGlite by mistake. */
export function toHealth(kind: Database['kind']): HealthResponse {
  return { status: 'ok', database: kind };
}
