import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig, trustProxyFrom } from '@server/config';

describe('TRUST_PROXY', () => {
  it('is off when unset, empty, 0 or false', () => {
    for (const value of [undefined, '', '0', 'false', ' ']) expect(trustProxyFrom(value)).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('a whole number is that many hops, each trusting only the nearest n peers', () => {
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('2')).toBe(2);
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => trust('203.0.113.1', hop))).toEqual([true, true, false, false]);
  });

  it('a list of addresses, CIDR ranges and proxy-addr range names is taken as the proxies', () => {
    expect(trustProxyFrom('10.0.0.1, 10.1.0.0/16,fd00::1, 2001:db8::/32, loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::1',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it('refuses "true", a hostname or a bad range rather than trust every client', () => {
    for (const value of ['true', 'yes', 'lb.internal', '10.0.0.1/33', '10.0.0.1, nope', '-1', '1.5']) {
      expect(() => trustProxyFrom(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
