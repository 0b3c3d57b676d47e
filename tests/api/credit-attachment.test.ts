import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditRequest } from '@shared/contracts/credit';
import { MAX_UPLOAD_BYTES } from '@shared/contracts/files';
import { ALL_PERMISSION_CODES, P } from '@shared/permissions';
import { auditLog, creditRequests, files } from '@server/db/schema';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body, expectMessage, expectUnauthorized } from './helpers/fixtures';
import { insertUser, JPEG, multipart, PDF, PNG, TEXT, WEBP, type FilePart } from './helpers/users';

/** What a Windows program starts with, whatever it is named. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(64), Buffer.from('This program cannot be run in DOS mode.')]);
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('credit request receipts on %s', (backend) => {
  let t: TestApp;
  let maker: { id: string; token: string };
  let other: { id: string; token: string };
  let viewer: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    maker = await t.adminWith([P.credit.view, P.credit.create]);
    other = await t.adminWith([P.credit.view, P.credit.create, P.credit.approve]);
    viewer = await t.adminWith([P.credit.view]);
  });
  afterAll(async () => t?.close());

  async function pending(token = maker.token): Promise<CreditRequest> {
    const holder = await insertUser(t.database.db, { role: 'agent' });
    const res = await t.request({ method: 'POST', url: '/api/credit/requests', token, payload: { accountId: holder.id, kind: 'top_up', amountSen: 5_000, reason: 'deposit paid at the counter' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(body<CreditRequest>(res).attachment).toBeNull();
    return body<CreditRequest>(res);
  }
  const attach = (id: string, parts: FilePart[], token = maker.token, fields: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: `/api/credit/requests/${id}/attachment`, token, ...multipart(fields, parts) });
  const fetchReceipt = (id: string, token = viewer.token) => t.request({ method: 'GET', url: `/api/credit/requests/${id}/attachment`, token });

  it.each([
    ['a JPEG', JPEG, 'image/jpeg', 'inline', 'jpg'],
    ['a PNG', PNG, 'image/png', 'inline', 'png'],
    ['a WebP', WEBP, 'image/webp', 'inline', 'webp'],
    ['a PDF, as a download', PDF, 'application/pdf', 'attachment', 'pdf'],
  ])('takes %s from the maker and serves it back byte for byte with the safe headers of every upload', async (_label, content, mimeType, disposition, ext) => {
    const request = await pending();
    // The browser's claimed type and the file's name mean nothing; the bytes decide.
    const res = await attach(request.id, [{ field: 'attachment', filename: 'scan.bin', content, type: 'text/html' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<CreditRequest>(res)).toMatchObject({ id: request.id, status: 'pending', attachment: { mimeType, size: content.length } });
    expect(body<CreditRequest>(await t.request({ method: 'GET', url: `/api/credit/requests/${request.id}`, token: viewer.token })).attachment).toEqual({ mimeType, size: content.length });

    const served = await fetchReceipt(request.id);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers['content-type']).toBe(mimeType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    expect(served.headers['cache-control']).toBe('private, max-age=300');
    expect(served.headers['content-disposition']).toMatch(new RegExp(`^${disposition}; filename="document-[0-9a-f-]+\\.${ext}"$`));
  });

  it('keeps the receipt out of the holder\'s documents and records who attached it', async () => {
    const request = await pending();
    expect((await attach(request.id, [{ field: 'attachment', filename: 'r.png', content: PNG }])).statusCode).toBe(200);
    const [{ fileId }] = await t.database.db.select({ fileId: creditRequests.attachmentFileId }).from(creditRequests).where(eq(creditRequests.id, request.id));
    const [row] = await t.database.db.select().from(files).where(eq(files.id, fileId!));
    expect(row).toMatchObject({ kind: 'credit_receipt', accountId: null, uploadedBy: maker.id, mimeType: 'image/png', size: PNG.length });
    const holderDocs = await t.request({ method: 'GET', url: `/api/users/${request.accountId}`, token: t.rootToken });
    expect((holderDocs.json() as { documents: unknown[] }).documents).toEqual([]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, request.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['credit.attach', 'credit.request']);
  });

  it.each([
    ['a renamed .exe', EXE, 'receipt.pdf'],
    ['plain text', TEXT, 'receipt.jpg'],
    ['a file that is a PDF only by name', Buffer.from('<html><script>alert(1)</script></html>'), 'receipt.pdf'],
  ])('refuses %s with a 400 naming the part, and stores nothing', async (_label, content, filename) => {
    const request = await pending();
    const before = (await t.database.db.select({ id: files.id }).from(files)).length;
    const res = await attach(request.id, [{ field: 'attachment', filename, content, type: 'application/pdf' }]);
    const b = expectMessage(res, 400, /JPEG, PNG, WebP or PDF/);
    expect(b).toMatchObject({ errors: [{ field: 'attachment' }] });
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(before);
    expectMessage(await fetchReceipt(request.id), 404);
  });

  it('refuses a file over 10 MB, a form without the file, another file part and a JSON body with a 400', async () => {
    const request = await pending();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length + 10)]);
    expectMessage(await attach(request.id, [{ field: 'attachment', filename: 'big.pdf', content: big }]), 400, /10 MB/);
    expectMessage(await attach(request.id, [], maker.token, { note: 'no file' }), 400, /attachment/);
    expectMessage(await attach(request.id, [{ field: 'avatar', filename: 'a.jpg', content: JPEG }]), 400, /Unknown file part "avatar"/);
    expectMessage(await t.request({ method: 'POST', url: `/api/credit/requests/${request.id}/attachment`, token: maker.token, payload: { attachment: 'x' } }), 400, /multipart/);
    expectMessage(await t.request({ method: 'POST', url: `/api/credit/requests/${request.id}/attachment`, token: maker.token, payload: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=x' } }), 400);
  });

  it('is the maker\'s alone, while pending, and once', async () => {
    const request = await pending();
    const part = [{ field: 'attachment', filename: 'r.jpg', content: JPEG }];
    expectMessage(await attach(request.id, part, other.token), 403, /made/);
    expectMessage(await attach(MISSING_ID, part), 404);
    expect((await attach(request.id, part)).statusCode).toBe(200);
    const again = await attach(request.id, [{ field: 'attachment', filename: 'r2.png', content: PNG }]);
    expect(again.statusCode).toBe(409);
    expect(body<{ message: string; current: CreditRequest }>(again)).toMatchObject({ message: expect.stringMatching(/already has a receipt/), current: { attachment: { mimeType: 'image/jpeg' } } });
    expect((await fetchReceipt(request.id)).rawPayload.equals(JPEG)).toBe(true);

    const decided = await pending();
    const approve = await t.request({ method: 'POST', url: `/api/credit/requests/${decided.id}/decision`, token: other.token, payload: { action: 'approve' } });
    expect(approve.statusCode, approve.body).toBe(200);
    const late = await attach(decided.id, part);
    expect(late.statusCode).toBe(409);
    expect(body<{ message: string }>(late).message).toMatch(/no longer pending/);
  });

  it('answers 404 for a request without a receipt, or no such request', async () => {
    expectMessage(await fetchReceipt((await pending()).id), 404, /Receipt/);
    expectMessage(await fetchReceipt(MISSING_ID), 404);
  });

  it('is 401 signed out and 403 without the code, for both calls', async () => {
    const request = await pending();
    const part = [{ field: 'attachment', filename: 'r.jpg', content: JPEG }];
    expectUnauthorized(await t.request({ method: 'POST', url: `/api/credit/requests/${request.id}/attachment`, ...multipart({}, part) }));
    expectUnauthorized(await t.request({ method: 'GET', url: `/api/credit/requests/${request.id}/attachment` }));
    const noCreate = await t.adminWith(ALL_PERMISSION_CODES.filter((c) => c !== P.credit.create));
    const noView = await t.adminWith(ALL_PERMISSION_CODES.filter((c) => c !== P.credit.view));
    expectMessage(await attach(request.id, part, noCreate.token), 403, /permission/i);
    expect((await attach(request.id, part)).statusCode).toBe(200);
    expectMessage(await fetchReceipt(request.id, noView.token), 403, /permission/i);
  });
});
