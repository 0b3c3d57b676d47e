/** `Maybank ••••1234`: the account as an inbox card, a prompt or the record shows it (the server masks the number). */
export function bankLine(bankName: string | null, masked: string | null, none: string): string {
  return bankName ? `${bankName}${masked ? ` ${masked}` : ''}` : none;
}

/**
 * An account number in groups of 4 from the left (`5140 1234 1234`): the checker compares it digit by digit with the
 * owner's signed instruction, and a run of 12 to 20 digits is where the eye slips.
 */
export function digitGroups(accountNumber: string): string[] {
  return accountNumber.match(/\d{1,4}/g) ?? [accountNumber];
}

/** The number a prompt shows: in full and grouped when the server sent it (the reader decides), else masked. */
export function shownNumber(full: string | null | undefined, masked: string | null): string | null {
  return full ? digitGroups(full).join(' ') : masked;
}
