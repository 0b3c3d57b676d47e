import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFile } from '@server/core/files/storage';
import { BACKENDS, createTestApp, ROOT_EMAIL, ROOT_PASSWORD, type TestApp } from './helpers/test-app';
import { insertUser, JPEG, PDF, PNG } from './helpers/users';

/** A PDF whose first page runs JavaScript when opened: what an upload may carry. */
const PDF_WITH_SCRIPT = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe.each(BACKENDS)('security headers on %s', (backend) => {
  let t: TestApp;
  const previousTrustProxy = process.env.TRUST_PROXY;
  beforeAll(async () => {
    // Behind a load balancer that terminates TLS, the only sign of https is X-Forwarded-Proto.
    process.env.TRUST_PROXY = '1';
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previousTrustProxy;
    await t?.close();
  });

  it('the sign-in answer, which holds a token, may not be stored by any cache', async () => {
    const res = await t.login(ROOT_EMAIL, ROOT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('framing is refused the same way by both headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('HSTS only over https, never over plain http', async () => {
    const plain = await t.request({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  describe('uploaded files', () => {
    let user: { id: string };
    beforeAll(async () => {
      user = await insertUser(t.database.db, { role: 'rider' });
    });
    const get = async (content: Buffer, mime: string) => {
      const { id } = await saveFile(t.database.db, { accountId: user.id, kind: 'identity_front', mimeType: mime, content, uploadedBy: null });
      const res = await t.request({ method: 'GET', url: `/api/files/${id}`, token: t.rootToken });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
      return res;
    };

    it('a PDF, even one carrying JavaScript, is a download and never rendered from our origin', async () => {
      for (const pdf of [PDF, PDF_WITH_SCRIPT]) {
        const res = await get(pdf, 'application/pdf');
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="document-[0-9a-f-]+\.pdf"$/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; sandbox");
      }
    });

    it('images are shown inline, sandboxed with no scripts', async () => {
      for (const [bytes, mime] of [[JPEG, 'image/jpeg'], [PNG, 'image/png']] as const) {
        const res = await get(bytes, mime);
        expect(res.headers['content-type']).toBe(mime);
        expect(res.headers['content-disposition']).toMatch(/^inline; filename="document-[0-9a-f-]+\.(jpg|png)"$/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; sandbox");
      }
    });
  });
});
