import { SESSION_COOKIE } from '@shared/constants';

/** Matches the server's default token lifetime, so the cookie does not outlive its token by much. */
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return value ? decodeURIComponent(value) : undefined;
    } catch {
      return value || undefined;
    }
  }
  return undefined;
}

export function serializeCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

function isSecureContextForCookie(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function getSessionToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookie(document.cookie, SESSION_COOKIE);
}

export function setSessionToken(token: string): void {
  document.cookie = serializeCookie(SESSION_COOKIE, token, SESSION_MAX_AGE_S, isSecureContextForCookie());
}

export function removeSessionToken(): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(SESSION_COOKIE, '', 0, isSecureContextForCookie());
}
