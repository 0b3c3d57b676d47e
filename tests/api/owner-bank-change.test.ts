import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalList } from '@shared/contracts/approvals';
import type { AuditList } from '@shared/contracts/audit';
import type { OwnerBankChange, OwnerDetail, PayoutAccount } from '@shared/contracts/owners';
import { P } from '@shared/permissions';
import { accounts, ownerBankChanges } from '@server/db/schema';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { accountRow, auditRowsFor, body, expectFieldErrors, expectMessage } from './helpers/fixtures';
import { createOwner, ownerSession } from './helpers/portfolio';

async function expectRefused(statement: Promise<unknown>, reason: RegExp): Promise<void> {
  const error = await statement.then(
    () => null,
    (err: unknown) => err as Error & { cause?: Error },
  );
  expect(error, 'the database accepted it').not.toBeNull();
  expect(`${error?.message} ${error?.cause?.message ?? ''}`).toMatch(reason);
}

/** Issue 24 item 2: a change of an owner's payout account is a decision, made by one admin and approved by another. */
describe.each(BACKENDS)('owner bank changes on %s', (backend) => {
  let t: TestApp;
  /** Maker (22) and checker (23); each holds both, so only maker ≠ checker stands between them. */
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  const codes = [P.owner.view, P.owner.edit, P.owner.approve];
  beforeAll(async () => {
    t = await createTestApp(backend);
    alice = await t.adminWith(codes);
    bob = await t.adminWith(codes);
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) => t.request({ method, url, token, payload });
  const ask = (ownerId: string, token = alice.token, payload: object = { bankName: 'Maybank', accountNumber: '514012341234' }) =>
    send('POST', `/api/owners/${ownerId}/bank-change`, token, payload);
  const decide = (id: string, token: string, action: 'approve' | 'reject', expected?: string) =>
    send('POST', `/api/owner-bank-changes/${id}/decision`, token, { action, remark: 'checked by phone', expected });
  const bankOf = async (id: string) => {
    const row = await accountRow(t.database.db, id);
    return { bankName: row.bankName, bankAccountNumber: row.bankAccountNumber };
  };

  it('makes a pending change, masked, leaving the owner\'s bank as it was; one pending per owner', async () => {
    const owner = await createOwner(t);
    const res = await ask(owner.id);
    expect(res.statusCode, res.body).toBe(201);
    const change = body<OwnerBankChange>(res);
    expect(change).toMatchObject({
      ownerId: owner.id, ownerName: owner.name, status: 'pending', bankName: 'Maybank', accountNumberMasked: '••••1234',
      previousBankName: 'CIMB Bank', previousAccountNumberMasked: '••••5678', makerId: alice.id, decidedBy: null,
    });
    expect(res.body).not.toContain('514012341234');
    expect(await bankOf(owner.id)).toEqual({ bankName: 'CIMB Bank', bankAccountNumber: '80012345678' });
    expectMessage(await ask(owner.id, bob.token), 409, /already waiting/);
    expectFieldErrors(await ask(owner.id, alice.token, { bankName: 'Bank Nowhere', accountNumber: '12' }), ['bankName', 'accountNumber']);
    expect((await auditRowsFor(t.database.db, change.id)).map((r) => r.action)).toEqual(['owner.bank-change-request']);
  });

  it('refuses bank fields on the owner edit, pointing at the bank-change request', async () => {
    const owner = await createOwner(t);
    expectFieldErrors(await send('PATCH', `/api/owners/${owner.id}`, t.rootToken, { bankName: 'Maybank', bankAccountNumber: '99999999', version: 1 }), [
      'bankName', 'bankAccountNumber',
    ]);
    expectMessage(await send('PATCH', `/api/owners/${owner.id}`, t.rootToken, { bankAccountNumber: '99999999' }), 400, /bank-change request/);
    expect(await bankOf(owner.id)).toEqual({ bankName: 'CIMB Bank', bankAccountNumber: '80012345678' });
  });

  it('never lets the maker approve: refused by the server and by the database', async () => {
    const owner = await createOwner(t);
    const change = body<OwnerBankChange>(await ask(owner.id));
    expectMessage(await decide(change.id, alice.token, 'approve', 'pending'), 403, /another admin/);
    expectMessage(await decide(change.id, alice.token, 'reject', 'pending'), 403);
    await expectRefused(
      t.database.db.update(ownerBankChanges).set({ status: 'approved', decidedBy: alice.id }).where(eq(ownerBankChanges.id, change.id)),
      /owner_bank_changes_maker_not_checker/,
    );
    expect(await bankOf(owner.id)).toEqual({ bankName: 'CIMB Bank', bankAccountNumber: '80012345678' });
  });

  it('another admin approves: the owner\'s bank changes in the same decision, audited, the owner\'s version moves; a stale decision is a 409', async () => {
    const owner = await createOwner(t);
    const change = body<OwnerBankChange>(await ask(owner.id));
    const approved = await decide(change.id, bob.token, 'approve', 'pending');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body<OwnerBankChange>(approved)).toMatchObject({ status: 'approved', decidedBy: bob.id, decidedByName: expect.any(String), remark: 'checked by phone' });
    expect(await bankOf(owner.id)).toEqual({ bankName: 'Maybank', bankAccountNumber: '514012341234' });
    expect((await auditRowsFor(t.database.db, change.id)).map((r) => r.action)).toEqual(['owner.bank-change-request', 'owner.bank-change-approve']);
    const history = body<AuditList>(await send('GET', `/api/owners/${owner.id}/history`, t.rootToken));
    expect(history.entries.map((e) => e.action)).toEqual(['owner.bank-change', 'owner.bank-change-request', 'owner.create']);
    expect(JSON.stringify(history)).not.toContain('514012341234');
    expect(body<OwnerDetail>(await send('GET', `/api/owners/${owner.id}`, t.rootToken)).version).toBe(2);

    // Someone decided first: the answer names the state now, never a silent overwrite.
    const stale = await decide(change.id, t.rootToken, 'reject', 'pending');
    expect(stale.statusCode).toBe(409);
    expect(body<{ message: string; current: OwnerBankChange }>(stale).current).toMatchObject({ id: change.id, status: 'approved' });
    expect(await bankOf(owner.id)).toEqual({ bankName: 'Maybank', bankAccountNumber: '514012341234' });
    // And a new change may be asked for now that none waits.
    expect((await ask(owner.id, bob.token, { bankName: 'Public Bank', accountNumber: '3012345678' })).statusCode).toBe(201);
  });

  it('a rejection keeps the bank', async () => {
    const owner = await createOwner(t);
    const change = body<OwnerBankChange>(await ask(owner.id));
    expect(body<OwnerBankChange>(await decide(change.id, bob.token, 'reject', 'pending'))).toMatchObject({ status: 'rejected', decidedBy: bob.id });
    expect(await bankOf(owner.id)).toEqual({ bankName: 'CIMB Bank', bankAccountNumber: '80012345678' });
    expect((await auditRowsFor(t.database.db, change.id)).map((r) => r.action)).toEqual(['owner.bank-change-request', 'owner.bank-change-reject']);
  });

  it('asks for Owner edit (22) to request and Owner approve (23) to decide', async () => {
    const owner = await createOwner(t);
    const viewer = await t.adminWith([P.owner.view]);
    expectMessage(await ask(owner.id, viewer.token), 403, /permission/);
    const change = body<OwnerBankChange>(await ask(owner.id));
    const editor = await t.adminWith([P.owner.view, P.owner.edit]);
    expectMessage(await decide(change.id, editor.token, 'approve'), 403, /permission/);
    expectMessage(await decide('00000000-0000-4000-8000-000000000000', bob.token, 'approve'), 404);
    expectMessage(await ask('00000000-0000-4000-8000-000000000000'), 404);
  });

  it('lists it in the inbox of a 23-holder who did not ask, not of the maker or anyone without 23', async () => {
    const owner = await createOwner(t);
    const change = body<OwnerBankChange>(await ask(owner.id));
    const inboxOf = async (token: string) => body<ApprovalList>(await send('GET', '/api/approvals?kind=bank-change&limit=100', token));
    const bobs = await inboxOf(bob.token);
    const item = bobs.items.find((i) => i.id === `bank-change:${change.id}`);
    expect(item).toMatchObject({ kind: 'bank-change', record: { ownerName: owner.name, bankName: 'Maybank', accountNumberMasked: '••••1234', makerId: alice.id } });
    expect(bobs.counts['bank-change']).toBeGreaterThanOrEqual(1);
    expect((await inboxOf(alice.token)).items.map((i) => i.id)).not.toContain(`bank-change:${change.id}`);
    const usersAdmin = await t.adminWith([P.user.view, P.user.approve, P.owner.view, P.owner.edit]);
    const theirs = body<ApprovalList>(await send('GET', '/api/approvals', usersAdmin.token));
    expect(theirs.counts['bank-change']).toBeUndefined();
    expect(theirs.items.some((i) => i.kind === 'bank-change')).toBe(false);
  });

  it('shows the full numbers of a waiting change to a 23-holder only: inbox and record; masked for 20/22, the owner and the audit', async () => {
    const owner = await createOwner(t);
    const change = body<OwnerBankChange>(await ask(owner.id));
    const full = { accountNumber: '514012341234', previousAccountNumber: '80012345678' };
    // The checker (bob, 23): the inbox card and the record's pending change carry both numbers in full.
    const bobs = body<ApprovalList>(await send('GET', '/api/approvals?kind=bank-change&limit=100', bob.token));
    expect(bobs.items.find((i) => i.id === `bank-change:${change.id}`)).toMatchObject({ kind: 'bank-change', record: { unmasked: full } });
    const onRecord = body<PayoutAccount>(await send('GET', `/api/owners/${owner.id}/payout-account`, bob.token));
    expect(onRecord.pending).toMatchObject({ id: change.id, accountNumberMasked: '••••1234', unmasked: full });
    // A checker with only 23 (and 20 to open the record) reads them too; the maker's own record page does as well (23).
    const checkerOnly = await t.adminWith([P.owner.view, P.owner.approve]);
    expect(body<PayoutAccount>(await send('GET', `/api/owners/${owner.id}/payout-account`, checkerOnly.token)).pending?.unmasked).toEqual(full);
    // Owner view, or view and edit (the maker's codes), without approve: masked.
    for (const codes of [[P.owner.view], [P.owner.view, P.owner.edit]]) {
      const admin = await t.adminWith(codes);
      const res = await send('GET', `/api/owners/${owner.id}/payout-account`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(body<PayoutAccount>(res).pending).toMatchObject({ id: change.id, accountNumberMasked: '••••1234', unmasked: null });
      expect(res.body).not.toContain('514012341234');
    }
    // The owner in the portal: masked, even should their account row hold the approve code.
    await t.database.db.update(accounts).set({ permissions: [P.owner.approve] }).where(eq(accounts.id, owner.id));
    const theirs = await send('GET', `/api/owners/${owner.id}/payout-account`, await ownerSession(t, owner.id, owner.email!));
    expect(body<PayoutAccount>(theirs).pending).toMatchObject({ id: change.id, unmasked: null });
    expect(theirs.body).not.toMatch(/514012341234|80012345678/);
    // Decided: the answer, the record's last decision and the audit are masked, even for the checker.
    const decided = await decide(change.id, bob.token, 'approve', 'pending');
    expect(body<OwnerBankChange>(decided)).toMatchObject({ status: 'approved', unmasked: null });
    expect(decided.body).not.toContain('514012341234');
    const after = body<PayoutAccount>(await send('GET', `/api/owners/${owner.id}/payout-account`, bob.token));
    expect(after).toMatchObject({ pending: null, lastDecided: { id: change.id, unmasked: null } });
    // (The owner's create entry holds the number it was created with: the owner record's business, not this change's.)
    const audit = [...(await auditRowsFor(t.database.db, change.id)), ...(await auditRowsFor(t.database.db, owner.id))].filter((r) =>
      r.action.startsWith('owner.bank-change'),
    );
    expect(audit.map((r) => r.action).sort()).toEqual(['owner.bank-change', 'owner.bank-change-approve', 'owner.bank-change-request', 'owner.bank-change-request']);
    expect(JSON.stringify(audit)).not.toMatch(/514012341234|80012345678/);
  });

  it('shows the owner their own change in the portal, masked; another owner gets 404', async () => {
    const [a, b] = [await createOwner(t), await createOwner(t)];
    const first = body<OwnerBankChange>(await ask(a.id));
    await decide(first.id, bob.token, 'reject', 'pending');
    await ask(a.id, alice.token, { bankName: 'RHB Bank', accountNumber: '21234567899876' });
    const token = await ownerSession(t, a.id, a.email!);
    const mine = await send('GET', `/api/owners/${a.id}/payout-account`, token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(body<PayoutAccount>(mine)).toMatchObject({
      ownerId: a.id, bankName: 'CIMB Bank', accountNumberMasked: '••••5678',
      pending: { bankName: 'RHB Bank', accountNumberMasked: '••••9876', status: 'pending' },
      lastDecided: { id: first.id, status: 'rejected' },
    });
    expect(mine.body).not.toMatch(/80012345678|21234567899876/);
    expectMessage(await send('GET', `/api/owners/${b.id}/payout-account`, token), 404);
    expectMessage(await send('GET', `/api/owners/${b.id}`, token), 403);
    expectMessage(await ask(a.id, token), 403);
  });
});
