/**
 * Sign-in providers (OpenID Connect) from the environment. None by default. One provider:
 *   OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_LABEL (and optionally OIDC_ID, default `oidc`).
 * Several: the same four (and _ID) numbered from 1, OIDC_1_ISSUER … OIDC_2_LABEL …, default ids `oidc-1`, `oidc-2`.
 * Both forms may be used together; an id appears in URLs and in accounts' links, so it should stay as first set.
 */
export interface OidcProviderConfig {
  /** URL-safe and stable: `/api/auth/oidc/<id>/start`. */
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const FIELDS = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'LABEL'] as const;

function providerFrom(env: NodeJS.ProcessEnv, prefix: string, defaultId: string): OidcProviderConfig | null {
  const values = Object.fromEntries(FIELDS.map((f) => [f, (env[`${prefix}${f}`] ?? '').trim()])) as Record<(typeof FIELDS)[number], string>;
  if (FIELDS.every((f) => !values[f])) return null;
  const missing = FIELDS.filter((f) => !values[f]).map((f) => `${prefix}${f}`);
  if (missing.length) throw new Error(`Sign-in provider ${prefix.slice(0, -1)} is missing ${missing.join(', ')}`);
  let issuer: URL;
  try {
    issuer = new URL(values.ISSUER);
  } catch {
    throw new Error(`${prefix}ISSUER must be a URL, got "${values.ISSUER}"`);
  }
  if (issuer.protocol !== 'https:' && !isLoopback(issuer.hostname)) {
    throw new Error(`${prefix}ISSUER must use https (plain http only for a provider on this machine), got "${values.ISSUER}"`);
  }
  const id = (env[`${prefix}ID`] ?? '').trim() || defaultId;
  if (!ID_PATTERN.test(id)) throw new Error(`${prefix}ID must be lower-case letters, digits and dashes (at most 40), got "${id}"`);
  return { id, label: values.LABEL, issuer: values.ISSUER, clientId: values.CLIENT_ID, clientSecret: values.CLIENT_SECRET };
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** At most this many numbered providers are looked for. */
const MAX_NUMBERED = 20;

export function oidcProvidersFrom(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const found: OidcProviderConfig[] = [];
  const single = providerFrom(env, 'OIDC_', 'oidc');
  if (single) found.push(single);
  for (let n = 1; n <= MAX_NUMBERED; n++) {
    const numbered = providerFrom(env, `OIDC_${n}_`, `oidc-${n}`);
    if (numbered) found.push(numbered);
  }
  const ids = found.map((p) => p.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw new Error(`Two sign-in providers share the id "${repeated}"`);
  return found;
}

/** PUBLIC_URL: the address people open the app at, which the providers send them back to. */
export function publicUrlFrom(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be a URL such as https://stayops.example.com, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must be http or https, got "${value}"`);
  return url.origin;
}
