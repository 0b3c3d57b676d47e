import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  sessionTtlDays: number;
  /** Where the built app lives; served at `/`. */
  staticDir: string;
  production: boolean;
  logLevel: string;
  bodyLimitBytes: number;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    sessionTtlDays: intFrom(env.SESSION_TTL_DAYS, 30, 'SESSION_TTL_DAYS'),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimitBytes: intFrom(env.BODY_LIMIT_BYTES, 1_048_576, 'BODY_LIMIT_BYTES'),
  };
}
