import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { assistantFrom, type AssistantConfig } from '@server/assistant-config';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body, expectUnauthorized } from './helpers/fixtures';
import { createOwner, ownerSession } from './helpers/portfolio';

const ASSISTANT = 'https://assistant.example.net';
const PAGE = `${ASSISTANT}/chat?tenant=stayops`;
const CONFIG = '/api/assistant/config';

/** The CSP's directives by name. */
function csp(res: LightMyRequestResponse): Map<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1).join(' ')]),
  );
}

/** A signed-in owner with portal access, and an admin holding no code at all. */
async function accounts(t: TestApp) {
  const owner = await createOwner(t);
  return { owner: await ownerSession(t, owner.id, owner.email!), admin: (await t.adminWith([])).token };
}

describe.each(BACKENDS)('the assistant slot on %s', (backend) => {
  describe('with no configuration', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(backend);
    });
    afterAll(async () => t?.close());

    it('is off for admins and owners alike, and says nothing more', async () => {
      const { owner, admin } = await accounts(t);
      for (const token of [t.rootToken, admin, owner]) {
        const res = await t.request({ method: 'GET', url: CONFIG, token });
        expect(res.statusCode, res.body).toBe(200);
        expect(body(res)).toEqual({ enabled: false });
      }
    });

    it('is 401 without a valid sign-in', async () => {
      expectUnauthorized(await t.request({ method: 'GET', url: CONFIG }));
      expectUnauthorized(await t.request({ method: 'GET', url: CONFIG, token: 'not-a-real-token' }));
    });

    it('lets no frame source in beyond the default', async () => {
      for (const url of ['/api/health', '/']) {
        const directives = csp(await t.request({ method: 'GET', url }));
        expect(directives.has('frame-src')).toBe(false);
        expect(directives.has('child-src')).toBe(false);
        expect(directives.get('default-src')).toBe("'self'");
        expect(directives.get('frame-ancestors')).toBe("'none'");
      }
    });
  });

  describe('with ASSISTANT_URL', () => {
    let t: TestApp;
    let portal: TestApp;
    const config = assistantFrom({ ASSISTANT_URL: PAGE }, null) as AssistantConfig;
    beforeAll(async () => {
      t = await createTestApp(backend, { config: { assistant: config } });
      portal = await createTestApp(backend, { config: { assistant: assistantFrom({ ASSISTANT_URL: PAGE, ASSISTANT_ORIGIN: ASSISTANT, ASSISTANT_PORTAL: '1' }, null) } });
    });
    afterAll(async () => {
      await t?.close();
      await portal?.close();
    });

    it('is on for every signed-in admin, with the page and its origin, whatever codes they hold', async () => {
      const { admin } = await accounts(t);
      for (const token of [t.rootToken, admin]) {
        const res = await t.request({ method: 'GET', url: CONFIG, token });
        expect(res.statusCode, res.body).toBe(200);
        expect(body(res)).toEqual({ enabled: true, url: PAGE, origin: ASSISTANT });
      }
      expectUnauthorized(await t.request({ method: 'GET', url: CONFIG }));
    });

    it('is off for an owner unless ASSISTANT_PORTAL is set', async () => {
      const { owner } = await accounts(t);
      expect(body(await t.request({ method: 'GET', url: CONFIG, token: owner }))).toEqual({ enabled: false });
      const { owner: portalOwner } = await accounts(portal);
      const res = await portal.request({ method: 'GET', url: CONFIG, token: portalOwner });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res)).toEqual({ enabled: true, url: PAGE, origin: ASSISTANT });
    });

    it('lets the assistant origin alone frame, on the API and on the app', async () => {
      for (const url of ['/api/health', '/', '/admin/dashboard']) {
        const directives = csp(await t.request({ method: 'GET', url }));
        expect(directives.get('frame-src')).toBe(ASSISTANT);
        // Nothing else widened: scripts, connections and who may frame us are as before.
        expect(directives.get('default-src')).toBe("'self'");
        expect(directives.get('script-src')).toBe("'self'");
        expect(directives.get('connect-src')).toBe("'self'");
        expect(directives.get('frame-ancestors')).toBe("'none'");
      }
    });
  });
});
