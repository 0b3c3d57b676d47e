import { eq } from 'drizzle-orm';
import { getCountryCallingCode, isSupportedCountry, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { z } from 'zod';
import { agentCommissionRequest, userProfileFields, userProfilePatch, type User } from '@shared/contracts/users';
import { IDENTITY_MESSAGES, reconcileIdentity } from '@shared/identity';
import type { Db, Tx } from '@server/db/client';
import { accounts, contactChangeSubmissions, type AccountRow } from '@server/db/schema';
import { badRequest, conflict, fieldError, fieldRefused, refused } from '@server/core/errors/http-errors';
import { fieldIssue, invalidRequest } from '@server/core/errors/field-issues';
import { refusal, type RefusalCode } from '@shared/refusals';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { nextAccountNumber } from '@server/core/accounts/account-store';
import { revokeAccountSessions } from '@server/core/auth/sessions';
import type { MultipartBody, UploadedFile } from '@server/core/files/multipart';
import { eraseAccountFiles, listAccountFiles, saveFile } from '@server/core/files/storage';
import { auditedUser, toUser } from './dto';
import { contactTaken, loadUserById } from './repo';

/** A multipart form's fields fail their schema: the same 400 as the error handler's for a JSON body. */
function validation(error: z.ZodError): never {
  const { message, refusal: why, errors } = invalidRequest(
    error.issues.map((i) => fieldIssue(i.path.join('.') || 'body', i.code, i.message, i as unknown as Record<string, unknown>)),
  );
  throw badRequest(message, why, { errors });
}

/** The identity rules' problems by their refusal codes. */
const IDENTITY_CODES: Record<keyof typeof IDENTITY_MESSAGES, RefusalCode> = {
  idNumberInvalid: 'id_number_invalid',
  myKadDateInvalid: 'mykad_date_invalid',
  dateOfBirthInvalid: 'date_of_birth_invalid',
  dateOfBirthFuture: 'date_of_birth_future',
  dateOfBirthMismatch: 'date_of_birth_mismatch',
};

/** Text parts arrive as strings; an empty part means "not given". */
function present(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== ''));
}

async function assertContactFree(tx: Tx, values: { email?: string; phone?: string }, exceptId: string | null): Promise<void> {
  for (const field of ['email', 'phone'] as const) {
    const value = values[field];
    if (value && (await contactTaken(tx, field, value, exceptId))) {
      throw conflict(`This ${field} is already used by another account`, undefined, undefined, refusal('value_taken', { field }));
    }
  }
}

async function storeFiles(tx: Tx, accountId: string, files: UploadedFile[], uploadedBy: string | null): Promise<string | null> {
  let avatarId: string | null = null;
  for (const f of files) {
    const saved = await saveFile(tx, { accountId, kind: f.field, mimeType: f.mimeType, content: f.content, uploadedBy });
    if (f.field === 'avatar') avatarId = saved.id;
  }
  return avatarId;
}

/**
 * The phone must be a real number of the account's country, kept in E.164 so that one number
 * has one spelling (and the uniqueness check sees it). Checks the pair as it will be after the change.
 */
function phoneForCountry(input: { phone?: string; country?: string }, current?: { phone: string | null; country: string | null }): void {
  if (input.phone === undefined && input.country === undefined) return;
  const country = input.country ?? current?.country ?? null;
  if (input.country !== undefined && !isSupportedCountry(input.country)) {
    const why = refusal('country_unknown');
    throw badRequest('country: not a known ISO country code', why, { errors: [fieldError('country', 'Not a known ISO country code', why)] });
  }
  const phone = input.phone ?? current?.phone ?? null;
  if (!phone || !country || !isSupportedCountry(country)) return;
  const parsed = parsePhoneNumberFromString(phone);
  const cc = country as CountryCode;
  if (!parsed || parsed.countryCallingCode !== getCountryCallingCode(cc) || !isValidPhoneNumber(parsed.nationalNumber, cc)) {
    const why = refusal('phone_for_country', { country });
    throw badRequest(`phone: not a valid number for ${country}`, why, { errors: [fieldError('phone', `Not a valid phone number for ${country}`, why)] });
  }
  if (input.phone !== undefined) input.phone = parsed.number;
}

function agentOnly(role: string | undefined | null, values: { agentType?: unknown; commissionRate?: unknown; bankName?: unknown }): void {
  if (role !== 'agent' && (values.agentType !== undefined || values.commissionRate !== undefined)) {
    const why = refusal('only_agents');
    throw badRequest('Only agents have an agent type and commission', why, {
      errors: [fieldError(values.agentType !== undefined ? 'agentType' : 'commissionRate', 'Only for agents', why)],
    });
  }
  // The same rule as agent/change-agent-commission: 0–100 with at most two decimals, never silently rounded.
  if (values.commissionRate !== undefined) {
    const rate = agentCommissionRequest.shape.commission_rate.safeParse(values.commissionRate);
    if (!rate.success) {
      const issue = rate.error.issues[0];
      const message = issue.message.replace('commission_rate', 'commissionRate');
      const field = fieldIssue('commissionRate', issue.code, message, issue as unknown as Record<string, unknown>);
      throw badRequest(`commissionRate: ${message}`, refusal('invalid_request'), { errors: [field] });
    }
  }
}

/**
 * A rider's MyKad or passport number and date of birth, as the record will hold them: the date of birth
 * derived from a MyKad when not given, a 400 on the field when the two disagree. Only riders carry them.
 */
function riderIdentity(
  role: string | undefined | null,
  input: { idNumber?: string; dateOfBirth?: string },
  current?: { idNumber: string | null; dateOfBirth: string | null },
): { idNumber?: string; dateOfBirth?: string } {
  if (input.idNumber === undefined && input.dateOfBirth === undefined) return {};
  if (role !== 'rider') {
    const why = refusal('only_riders');
    throw badRequest('Only riders have an identity number and date of birth', why, {
      errors: [fieldError(input.idNumber !== undefined ? 'idNumber' : 'dateOfBirth', 'Only for riders', why)],
    });
  }
  // A new MyKad brings its own date of birth; a new date of birth alone is checked against the MyKad on record.
  const checked = reconcileIdentity({ idNumber: input.idNumber ?? current?.idNumber ?? null, dateOfBirth: input.dateOfBirth ?? null });
  if (!checked.ok) {
    throw fieldRefused(checked.field, IDENTITY_MESSAGES[checked.problem], IDENTITY_CODES[checked.problem]);
  }
  const out: { idNumber?: string; dateOfBirth?: string } = {};
  if (input.idNumber !== undefined && checked.idNumber) out.idNumber = checked.idNumber;
  if (checked.dateOfBirth && (input.dateOfBirth !== undefined || input.idNumber !== undefined)) out.dateOfBirth = checked.dateOfBirth;
  return out;
}

export async function registerUser(db: Db, actor: AuditActor, body: MultipartBody): Promise<User> {
  const parsed = userProfileFields.safeParse(present(body.fields));
  if (!parsed.success) validation(parsed.error);
  const input = parsed.data;
  agentOnly(input.role, input);
  phoneForCountry(input);
  const identity = riderIdentity(input.role, input);
  return db.transaction(async (tx) => {
    await assertContactFree(tx, input, null);
    const [row] = await tx
      .insert(accounts)
      .values({
        accountNumber: await nextAccountNumber(tx),
        kind: 'user',
        ...input,
        ...identity,
        email: input.email ?? null,
        // New users wait for an admin's approval; riders also for their identity check.
        approvalStatus: 'pending',
        verificationStatus: input.role === 'rider' ? 'pending' : null,
      })
      .returning();
    const avatarId = await storeFiles(tx, row.id, body.files, actor.actorId);
    const [saved] = avatarId ? await tx.update(accounts).set({ avatarId }).where(eq(accounts.id, row.id)).returning() : [row];
    const after = toUser(saved, await listAccountFiles(tx, row.id));
    // Identity numbers are masked in the audit: it is read far more widely than a rider's record.
    await writeAudit(tx, actor, { action: 'user.register', entity: 'users.account', entityId: row.id, after: auditedUser(after) });
    return after;
  });
}

export async function editUser(db: Db, actor: AuditActor, load: (tx: Tx) => Promise<AccountRow>, body: MultipartBody): Promise<User> {
  const parsed = userProfilePatch.safeParse(present(body.fields));
  if (!parsed.success) validation(parsed.error);
  const input = parsed.data;
  return db.transaction(async (tx) => {
    const current = await load(tx);
    if (current.deletedAt) throw conflict('This account was deleted', toUser(current));
    agentOnly(input.role ?? current.role, input);
    phoneForCountry(input, current);
    const identity = riderIdentity(input.role ?? current.role, input, current);
    await assertContactFree(tx, input, current.id);
    const before = toUser(current, await listAccountFiles(tx, current.id));
    const avatarId = await storeFiles(tx, current.id, body.files, actor.actorId);
    const patch = { ...input, ...identity, ...(avatarId ? { avatarId } : {}) };
    const [updated] = await tx.update(accounts).set({ ...patch, updatedAt: new Date() }).where(eq(accounts.id, current.id)).returning();
    const after = toUser(updated, await listAccountFiles(tx, current.id));
    await writeAudit(tx, actor, { action: 'user.edit', entity: 'users.account', entityId: current.id, before: auditedUser(before), after: auditedUser(after) });
    return after;
  });
}

/**
 * Erases a person's data and keeps the account: its number, the audit trail and any money
 * history still point at it.
 */
export async function eraseUser(db: Db, actor: AuditActor, id: string): Promise<User> {
  return db.transaction(async (tx) => {
    const current = await loadUserById(tx, id, true);
    // Gone is gone: a second delete finds nothing to delete. Reads still show the erased record (deletedAt) and its history.
    if (current.deletedAt) throw refused(404, 'This account was already deleted', refusal('already_deleted', { what: 'account' }));
    const erasedFiles = await eraseAccountFiles(tx, id);
    // A contact-change submission holds an email or phone too; left pending, approving it would bring the data back.
    const erasedContactChanges = (
      await tx.delete(contactChangeSubmissions).where(eq(contactChangeSubmissions.accountId, id)).returning({ id: contactChangeSubmissions.id })
    ).length;
    const [updated] = await tx
      .update(accounts)
      .set({
        name: 'Deleted user',
        email: null,
        phone: null,
        country: null,
        url: null,
        bankName: null,
        bankAccountNumber: null,
        idNumber: null,
        dateOfBirth: null,
        avatarId: null,
        passwordHash: null,
        active: false,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, id))
      .returning();
    await revokeAccountSessions(tx, id, 'account deleted');
    await writeAudit(tx, actor, {
      action: 'user.delete',
      entity: 'users.account',
      entityId: id,
      // The audit keeps that it happened, not the data it removed.
      before: { accountNumber: current.accountNumber, role: current.role },
      after: { accountNumber: updated.accountNumber, erasedFiles, erasedContactChanges },
    });
    return toUser(updated);
  });
}
