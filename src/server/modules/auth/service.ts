import type { AdminProfile, LoginResponse } from '@shared/contracts/auth';
import { ACCOUNT_SUSPENDED_CODE, ACCOUNT_SUSPENDED_MESSAGE } from '@shared/errors';
import type { Db } from '@server/db/client';
import type { AccountRow } from '@server/db/schema';
import { badRequest, fieldError, HttpError } from '@server/core/errors/http-errors';
import { refusal } from '@shared/refusals';
import { writeAudit } from '@server/core/audit/audit-log';
import { accountEntity } from '@server/core/audit/entities';
import { findAccountByEmail } from '@server/core/accounts/account-store';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@server/core/auth/passwords';
import { createSession, revokeAccountSessions, revokeSession } from '@server/core/auth/sessions';
import { storedGlobalSettings } from '@server/core/global-settings';
import { toProfile } from './dto';
import { loginRules, refundAttempt, reserveAttempt } from './login-throttle';
import { markSignedIn, ownerLanguage, setOwnPassword } from './repo';
import { isTrustedDevice, trustDevice } from './trusted-devices';

export const BAD_CREDENTIALS = 'Incorrect email or password';
/** The 429 says how long to wait, in the message the app shows and in Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return new HttpError(429, `Too many failed sign-in attempts. Please wait ${wait} and try again.`, { refusal: refusal('too_many_attempts', { minutes: Math.max(1, minutes) }) }, {
    'retry-after': String(retryAfterSeconds),
  });
}

export async function login(
  db: Db,
  input: { email: string; password: string; clientAddress: string; deviceToken: string | null; userAgent?: string | null },
  defaultTtlDays: number,
): Promise<{ answer: LoginResponse; deviceToken: string }> {
  const trustedDevice = input.deviceToken ? await isTrustedDevice(db, input.deviceToken, input.email) : false;
  // Counted before the password is checked, so concurrent guesses cannot all pass one stale count.
  const rules = loginRules(input.email, input.clientAddress, { trustedDevice });
  const reservation = await reserveAttempt(db, rules);
  if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterSeconds);
  const account = await findAccountByEmail(db, input.email);
  const ok = await verifyPassword(input.password, account?.passwordHash ?? (await dummyPasswordHash()));
  if (!account || !ok || !account.active) throw new HttpError(401, BAD_CREDENTIALS);
  // Said only to whoever knows the password, so a guesser learns nothing of who is banned.
  if (account.banned) throw new HttpError(403, ACCOUNT_SUSPENDED_MESSAGE, { code: ACCOUNT_SUSPENDED_CODE });
  // Owners sign in too (DESIGN.md §5); platform users do not use the back-office.
  if (account.kind === 'user') throw new HttpError(401, BAD_CREDENTIALS);
  await refundAttempt(db, rules);
  const deviceToken = await trustDevice(db, account.id, input.deviceToken, trustedDevice);
  const token = await createSession(db, account.id, await sessionLifetimeDays(db, defaultTtlDays), input.userAgent);
  // An owner who never chose a language opens the portal in the one their record names (set by the operator).
  const language = account.kind === 'owner' && !account.language ? await ownerLanguage(db, account.id) : undefined;
  return { answer: { token, admin: toProfile(await markSignedIn(db, account.id), language) }, deviceToken };
}

/**
 * A new session's lifetime: the Global setting once an admin has set it, the server's configured default until then.
 * A session keeps the lifetime it began with.
 */
export async function sessionLifetimeDays(db: Db, configured: number): Promise<number> {
  const row = (await storedGlobalSettings(db)).get('sessionLifetimeDays');
  return row && row.version > 0 && typeof row.value === 'number' ? row.value : configured;
}

export async function changeOwnPassword(
  db: Db,
  account: AccountRow,
  tokenHash: string,
  input: { currentPassword: string; newPassword: string; signOutOthers?: boolean },
  viaOutbox = false,
): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    const why = refusal('password_incorrect');
    throw badRequest('Current password is incorrect', why, { errors: [fieldError('currentPassword', 'Current password is incorrect', why)] });
  }
  if (input.currentPassword === input.newPassword) {
    const why = refusal('password_unchanged');
    throw badRequest('Choose a password different from the current one', why, {
      errors: [fieldError('newPassword', 'Choose a password different from the current one', why)],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setOwnPassword(tx, account.id, passwordHash);
    // This one always stays; the others when asked, or when the old password was a temporary one.
    const others = input.signOutOthers || account.mustChangePassword ? await revokeAccountSessions(tx, account.id, 'password changed', tokenHash) : 0;
    await writeAudit(tx, { actorId: account.id, viaOutbox }, {
      action: 'account.change-password',
      entity: accountEntity(account.kind),
      entityId: account.id,
      after: { otherSessionsEnded: others },
    });
  });
}

export function profileOf(account: AccountRow): AdminProfile {
  return toProfile(account);
}

export async function logout(db: Db, account: AccountRow, tokenHash: string, viaOutbox = false): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, tokenHash, 'logout');
    await writeAudit(tx, { actorId: account.id, viaOutbox }, { action: 'account.logout', entity: accountEntity(account.kind), entityId: account.id });
  });
}
