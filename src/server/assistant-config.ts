/**
 * The embedded assistant (issue 30), from the environment. Off unless ASSISTANT_URL is set:
 *   ASSISTANT_URL     the page the app shows in its assistant panel (http or https)
 *   ASSISTANT_ORIGIN  the origin that page may load from; the URL's own origin when unset, and it must be that origin
 *   ASSISTANT_PORTAL  `1` (or `true`) shows it to owners in the portal too; admins only otherwise
 * A value that cannot be right refuses to start the server with a message that names it, like the sign-in providers'
 * (oidc-config.ts): an assistant half configured would otherwise go quietly missing, or worse, load from elsewhere.
 */
export interface AssistantConfig {
  /** The page the frame opens. */
  url: string;
  /** The one origin the CSP lets the app frame, and the one the app sends the admin's name to. */
  origin: string;
  /** Owners see it in the portal too. */
  portal: boolean;
}

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL such as https://assistant.example.com/chat, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be http or https, got "${value}"`);
  if (url.username || url.password) throw new Error(`${name} must not carry a user name or password, got "${value}"`);
  return url;
}

function flagFrom(name: string, value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

/**
 * `publicUrl` is PUBLIC_URL's origin when set. The assistant must live on another host than the app: a browser sends
 * and shows a host's cookies to every port of it, the app's session cookie included, so "another origin" on the same
 * host would not keep the token from the assistant. Without PUBLIC_URL the app makes the same check in the browser.
 */
export function assistantFrom(env: NodeJS.ProcessEnv, publicUrl: string | null): AssistantConfig | null {
  const urlText = (env.ASSISTANT_URL ?? '').trim();
  const originText = (env.ASSISTANT_ORIGIN ?? '').trim();
  const portal = flagFrom('ASSISTANT_PORTAL', env.ASSISTANT_PORTAL);
  if (!urlText) {
    if (originText) throw new Error('ASSISTANT_ORIGIN is set but ASSISTANT_URL is not: set the page to show, or unset both');
    if (portal) throw new Error('ASSISTANT_PORTAL is set but ASSISTANT_URL is not: set the page to show, or unset both');
    return null;
  }
  const url = httpUrl('ASSISTANT_URL', urlText);
  let origin = url.origin;
  if (originText) {
    const given = httpUrl('ASSISTANT_ORIGIN', originText);
    if (given.pathname !== '/' || given.search || given.hash) {
      throw new Error(`ASSISTANT_ORIGIN must be an origin only (scheme, host and port, no path), got "${originText}"`);
    }
    if (given.origin !== url.origin) {
      throw new Error(`ASSISTANT_ORIGIN (${given.origin}) is not the origin of ASSISTANT_URL (${url.origin}): the page would load from an origin the app does not allow`);
    }
    origin = given.origin;
  }
  if (publicUrl && new URL(publicUrl).hostname === url.hostname) {
    throw new Error(`ASSISTANT_URL must be on another host than the app (${publicUrl}): every port of a host shares its cookies, the app's session included`);
  }
  return { url: url.href, origin, portal };
}
