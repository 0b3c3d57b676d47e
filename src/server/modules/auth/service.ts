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
  input: { email: string; password: string; clientAddress: string; deviceToken: string | null },
  ttlDays: number,
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
  const token = await createSession(db, account.id, ttlDays);
  // An owner's portal opens in the language their record names (set by the operator, or by them).
  const language = account.kind === 'owner' ? await ownerLanguage(db, account.id) : undefined;
  return { answer: { token, admin: toProfile(await markSignedIn(db, account.id), language) }, deviceToken };
}

export async function changeOwnPassword(
  db: Db,
  account: AccountRow,
  tokenHash: string,
  input: { currentPassword: string; newPassword: string },
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
    // Other devices signed in with the old password are signed out; this one stays.
    const others = await revokeAccountSessions(tx, account.id, 'password changed', tokenHash);
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
