import type { AccountRow } from './db/schema';
import type { AuditClientClaim } from './db/schema/audit';
import type { Database } from './db/client';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission code this route needs; null for any signed-in account. */
    permission?: number | null;
    /** No sign-in needed (login, health, docs, the app's files). */
    public?: boolean;
    /**
     * The response holds a secret shown once (a temporary password): an idempotent repeat
     * must not hand it out again, so only this message is stored and replayed in its place.
     */
    secretResponse?: string;
    /** The answer carries a secret: sent with `Cache-Control: no-store` (core/route.ts). */
    noStore?: boolean;
    /** Answers a session that must still replace its temporary password (profile, change-password, logout). */
    duringPasswordChange?: boolean;
    /** Owners signed in to the portal may call it (the handler scopes it to their records); every other route answers them 403. */
    owners?: boolean;
  }
  interface FastifyRequest {
    auth: { account: AccountRow; tokenHash: string } | null;
    /** True when the call was replayed from the app's offline queue. */
    viaOutbox: boolean;
    /** What the app says about when and how it queued the call; its claim, not a fact. */
    clientClaim: AuditClientClaim | null;
  }
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}
