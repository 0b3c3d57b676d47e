// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  getSessionToken,
  readCookie,
  removeSessionToken,
  serializeCookie,
  setSessionToken,
} from '@app/lib/cookie';
import { SESSION_COOKIE } from '@shared/constants';

afterEach(() => removeSessionToken());

describe('the login cookie', () => {
  it('is named stayops_token and round-trips its value', () => {
    expect(SESSION_COOKIE).toBe('stayops_token');
    setSessionToken('abc.def/ghi+=');
    expect(getSessionToken()).toBe('abc.def/ghi+=');
    expect(document.cookie).toContain('stayops_token=');
  });

  it('is gone after removal', () => {
    setSessionToken('abc');
    removeSessionToken();
    expect(getSessionToken()).toBeUndefined();
  });

  it('reads one cookie among others', () => {
    expect(readCookie('a=1; stayops_token=xyz; b=2', 'stayops_token')).toBe('xyz');
    expect(readCookie('a=1; stayops_tokenx=no', 'stayops_token')).toBeUndefined();
    expect(readCookie('', 'stayops_token')).toBeUndefined();
  });

  it('is scoped to the whole app, same-site only, and secure on https', () => {
    expect(serializeCookie('n', 'v', 60, true)).toBe('n=v; Path=/; Max-Age=60; SameSite=Strict; Secure');
    expect(serializeCookie('n', 'v', 60, false)).not.toContain('Secure');
  });
});
