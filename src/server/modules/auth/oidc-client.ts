import * as client from 'openid-client';
import type { OidcFailure } from '@shared/contracts/plain/auth';
import { isLoopback, type OidcProviderConfig } from '@server/oidc-config';

/** A provider's metadata and keys are read once an hour at most; a failed read is tried again on the next sign-in. */
const DISCOVERY_TTL_MS = 60 * 60_000;
const DISCOVERY_TIMEOUT_S = 10;

const discovered = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/** Why a provider's answer was not accepted, in the codes the sign-in page explains. */
export class OidcRefusal extends Error {
  constructor(readonly failure: OidcFailure, detail?: string) {
    super(detail ?? failure);
  }
}

/** The provider's configuration (discovery), cached per provider; a provider on this machine may be plain http. */
export function providerConfiguration(provider: OidcProviderConfig, now = Date.now()): Promise<client.Configuration> {
  const key = `${provider.id}|${provider.issuer}|${provider.clientId}`;
  const cached = discovered.get(key);
  if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const issuer = new URL(provider.issuer);
  const config = client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
    timeout: DISCOVERY_TIMEOUT_S,
    ...(issuer.protocol === 'http:' && isLoopback(issuer.hostname) ? { execute: [client.allowInsecureRequests] } : {}),
  });
  discovered.set(key, { at: now, config });
  config.catch(() => discovered.delete(key));
  return config;
}

export async function reachProvider(provider: OidcProviderConfig): Promise<client.Configuration> {
  try {
    return await providerConfiguration(provider);
  } catch (err) {
    throw new OidcRefusal('provider_unavailable', (err as Error).message);
  }
}

export interface Checks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The authorization request: code flow with PKCE S256, our state and nonce, asking for the email. */
export async function authorizationUrl(config: client.Configuration, redirectUri: string, checks: Checks): Promise<URL> {
  return client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
  });
}

export function newChecks(): Checks {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

function claimOf(err: unknown): string | undefined {
  let at: unknown = err;
  for (let depth = 0; depth < 4 && at && typeof at === 'object'; depth++) {
    const claim = (at as { claim?: unknown }).claim;
    if (typeof claim === 'string') return claim;
    at = (at as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Exchanges the code (with the PKCE verifier) and verifies the ID token: signature by the provider's keys, issuer,
 * audience, lifetime, and our nonce. The email comes from the ID token, or from userinfo when the token carries none.
 */
export async function verifiedIdentity(config: client.Configuration, callbackUrl: URL, checks: Checks): Promise<VerifiedIdentity> {
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
  } catch (err) {
    if (err instanceof client.ResponseBodyError) throw new OidcRefusal(err.error === 'invalid_grant' ? 'code_rejected' : 'provider_unavailable', err.message);
    if (err instanceof client.AuthorizationResponseError) throw new OidcRefusal(err.error === 'access_denied' ? 'provider_denied' : 'provider_unavailable', err.message);
    if (claimOf(err) === 'nonce') throw new OidcRefusal('nonce_mismatch', (err as Error).message);
    if (err instanceof client.ClientError) throw new OidcRefusal('id_token_invalid', err.message);
    throw new OidcRefusal('provider_unavailable', (err as Error).message);
  }
  const claims = tokens.claims();
  if (!claims) throw new OidcRefusal('id_token_invalid', 'no ID token');
  let email = typeof claims.email === 'string' ? claims.email : null;
  let verified = claims.email_verified === true;
  if (!email) {
    try {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = typeof info.email === 'string' ? info.email : null;
      verified = info.email_verified === true;
    } catch {
      // No userinfo: a sign-in by email is refused as unverified; a linked identity still signs in.
    }
  }
  return { issuer: claims.iss, subject: claims.sub, email: email ? email.toLowerCase() : null, emailVerified: !!email && verified };
}
