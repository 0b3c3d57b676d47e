import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ProviderContext } from 'oidc-provider';

/** One person the local provider knows. */
export interface ProviderPerson {
  email: string;
  emailVerified: boolean;
}

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the provider signs in at the next interaction (its login page logs them in at once). */
  signInAs(subject: string, person: ProviderPerson): void;
  /**
   * Registers the client's redirect URIs, when they were not known at start (a server whose port is chosen after
   * the provider's address is given to it). Before this, the provider answers 503.
   */
  register(redirectUris: string[]): void;
  /** Authorization codes live this many seconds (60 unless a test shortens it). */
  setCodeTtl(seconds: number): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on a random local port, with one confidential client whose redirect URI is
 * `redirectUri`. Its interaction (the provider's own login page) logs in whoever `signInAs` chose and grants the
 * scopes at once, so a test goes start → provider → callback with plain HTTP requests.
 */
export async function startLocalProvider(redirectUris?: string[]): Promise<LocalProvider> {
  const people = new Map<string, ProviderPerson>();
  let next: string | null = null;
  let codeTtl = 60;
  const clientId = 'stayops-test';
  const clientSecret = 'stayops-test-secret-0123456789abcdef';
  let provider: Provider | null = null;

  const server: Server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      void (async () => {
        try {
          await provider!.interactionDetails(req, res);
          if (!next) throw new Error('signInAs() was not called');
          await provider!.interactionFinished(req, res, { login: { accountId: next } }, { mergeWithLastSubmission: false });
        } catch (err) {
          res.writeHead(500).end(String(err));
        }
      })();
      return;
    }
    // Every authorization asks who signs in afresh: a session left from an earlier sign-in in the same browser is not
    // reused (the resume at /auth/<uid> keeps its cookies).
    if (req.url === '/auth' || req.url?.startsWith('/auth?')) delete req.headers.cookie;
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const register = (uris: string[]) => {
    provider = new Provider(issuer, {
      clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: uris, grant_types: ['authorization_code'], response_types: ['code'] }],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      cookies: { keys: ['local-provider-test-key'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      pkce: { required: () => true },
      ttl: { AuthorizationCode: () => codeTtl, Session: 60, Interaction: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
      // Consent is granted at once: this provider only proves who the person is.
      loadExistingGrant: async (ctx: ProviderContext) => {
        const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      findAccount: async (_ctx: unknown, sub: string) => {
        const person = people.get(sub);
        if (!person) return undefined;
        return { accountId: sub, claims: async () => ({ sub, email: person.email, email_verified: person.emailVerified, name: person.email }) };
      },
    });
  };
  if (redirectUris) register(redirectUris);

  return {
    issuer,
    clientId,
    clientSecret,
    register,
    signInAs(subject, person) {
      people.set(subject, person);
      next = subject;
    },
    setCodeTtl(seconds) {
      codeTtl = seconds;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's walk through the provider: follows its redirects with its cookies until it sends the person back. */
export async function throughProvider(authorizationUrl: string, backTo: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(backTo)) return new URL(url);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider answered ${res.status} without a redirect: ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects at the provider');
}
