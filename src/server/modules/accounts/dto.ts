import type { AccountRow } from '@server/db/schema';

export interface PasswordResetAnswer {
  temporaryPassword: string;
  message: string;
}

/** The one answer that ever holds the temporary password: the admin reads it out, then it is gone. */
export function toPasswordResetAnswer(row: Pick<AccountRow, 'name'>, temporaryPassword: string): PasswordResetAnswer {
  return {
    temporaryPassword,
    message: `Temporary password for ${row.name}. It is shown only this once; they must choose a new one when they sign in.`,
  };
}

/** What an idempotent repeat of a reset answers instead of the password it must not hand out twice. */
export const RESET_REPEATED_MESSAGE =
  'This password reset was already done and its temporary password was shown once. Reset again to get a new one.';
