import { describe, expect, it } from 'vitest';
import { oidcProvidersFrom, publicUrlFrom } from '@server/oidc-config';
import { loadConfig } from '@server/config';

const one = { OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id-1', OIDC_CLIENT_SECRET: 'secret-1', OIDC_LABEL: 'Google Workspace' };

describe('sign-in providers from the environment', () => {
  it('has none by default', () => {
    expect(oidcProvidersFrom({})).toEqual([]);
    expect(loadConfig({}).oidcProviders).toEqual([]);
    expect(loadConfig({}).publicUrl).toBeNull();
  });

  it('reads one provider, and several numbered ones beside it, each with its id', () => {
    expect(oidcProvidersFrom(one)).toEqual([{ id: 'oidc', label: 'Google Workspace', issuer: 'https://accounts.google.com', clientId: 'id-1', clientSecret: 'secret-1' }]);
    const several = oidcProvidersFrom({
      ...one,
      OIDC_1_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0', OIDC_1_CLIENT_ID: 'id-2', OIDC_1_CLIENT_SECRET: 'secret-2', OIDC_1_LABEL: 'Microsoft',
      OIDC_2_ISSUER: 'https://idp.example.com', OIDC_2_CLIENT_ID: 'id-3', OIDC_2_CLIENT_SECRET: 'secret-3', OIDC_2_LABEL: 'Example', OIDC_2_ID: 'example',
    });
    expect(several.map((p) => [p.id, p.label])).toEqual([['oidc', 'Google Workspace'], ['oidc-1', 'Microsoft'], ['example', 'Example']]);
  });

  it('stops the start naming what is wrong: a missing part, a plain-http issuer elsewhere, a bad or repeated id', () => {
    expect(() => oidcProvidersFrom({ ...one, OIDC_CLIENT_SECRET: '' })).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() => oidcProvidersFrom({ ...one, OIDC_ISSUER: 'http://idp.example.com' })).toThrow(/https/);
    expect(oidcProvidersFrom({ ...one, OIDC_ISSUER: 'http://127.0.0.1:9000' })).toHaveLength(1);
    expect(() => oidcProvidersFrom({ ...one, OIDC_ID: 'Bad Id' })).toThrow(/OIDC_ID/);
    expect(() => oidcProvidersFrom({ ...one, OIDC_1_ISSUER: 'https://b.example', OIDC_1_CLIENT_ID: 'b', OIDC_1_CLIENT_SECRET: 'b', OIDC_1_LABEL: 'B', OIDC_1_ID: 'oidc' })).toThrow(/share the id/);
  });

  it('reads PUBLIC_URL as an origin', () => {
    expect(publicUrlFrom('https://stayops.example.com/')).toBe('https://stayops.example.com');
    expect(publicUrlFrom(undefined)).toBeNull();
    expect(() => publicUrlFrom('stayops.example.com')).toThrow(/PUBLIC_URL/);
  });
});
