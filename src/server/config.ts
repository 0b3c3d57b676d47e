import { isIP } from 'node:net';
import path from 'node:path';
import { assistantFrom, type AssistantConfig } from './assistant-config';
import { oidcProvidersFrom, publicUrlFrom, type OidcProviderConfig } from './oidc-config';

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
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /**
   * scrypt's cost as a power of two (N = 2^cost) for new password hashes. Always 15 from the environment; only
   * tests that hash hundreds of passwords in process pass a lower one (a stored hash names its own cost).
   */
  passwordHashCost: number;
  /**
   * Whose `X-Forwarded-For` and `X-Forwarded-Proto` to believe (Fastify's `trustProxy`): false, a number of proxy hops
   * in front of the server, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** Sign-in providers (OpenID Connect), none by default: oidc-config.ts. */
  oidcProviders: OidcProviderConfig[];
  /**
   * The origin people open the app at (PUBLIC_URL), where providers send them back. Unset: the request's own
   * protocol and host (as TRUST_PROXY lets the server see them).
   */
  publicUrl: string | null;
  /** The embedded assistant (ASSISTANT_URL, ASSISTANT_ORIGIN, ASSISTANT_PORTAL): null, off, by default. assistant-config.ts. */
  assistant: AssistantConfig | null;
}

export type TrustProxy = false | number | string[];

/** N = 2^15, r = 8, p = 1: about 50 ms on one core, 32 MiB of memory per hash. */
export const PRODUCTION_PASSWORD_HASH_COST = 15;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * In production only warnings and errors are logged: a line per request says nothing an operator acts on and costs
 * CPU, disk and a log pipeline under load (`npm run bench` compares the levels). In development every request is
 * logged. LOG_LEVEL overrides both.
 */
function logLevelFrom(value: string | undefined, production: boolean): LogLevel {
  if (value === undefined || value === '') return production ? 'warn' : 'info';
  const level = value.toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level as LogLevel;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * `1` (or n) trusts that many proxies in front of the server: the client is the address the nearest of them saw, and
 * anything further left in `X-Forwarded-For` is the client's own claim, ignored. Never "trust everything": then any
 * client names its own address and walks past every per-address limit.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length || !entries.length) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops (1 behind one load balancer) or a comma-separated list of the proxies' addresses or CIDR ranges, got "${value}"`,
    );
  }
  return entries;
}

/**
 * Fastify's form of it. A hop count is given as proxy-addr's `(address, hop) => hop < n`: Fastify 5.12 reads a bare
 * number as "trust nobody" (it cannot check the nearest peer), which would quietly put every client behind a load
 * balancer at the balancer's one address.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const publicUrl = publicUrlFrom(env.PUBLIC_URL);
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    sessionTtlDays: intFrom(env.SESSION_TTL_DAYS, 30, 'SESSION_TTL_DAYS'),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    production,
    logLevel: logLevelFrom(env.LOG_LEVEL, production),
    bodyLimitBytes: intFrom(env.BODY_LIMIT_BYTES, 1_048_576, 'BODY_LIMIT_BYTES'),
    passwordHashCost: PRODUCTION_PASSWORD_HASH_COST,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    oidcProviders: oidcProvidersFrom(env),
    publicUrl,
    assistant: assistantFrom(env, publicUrl),
  };
}
