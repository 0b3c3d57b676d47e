/** `Maybank ••••1234`: the account as an inbox card, a prompt or the record shows it (the server masks the number). */
export function bankLine(bankName: string | null, masked: string | null, none: string): string {
  return bankName ? `${bankName}${masked ? ` ${masked}` : ''}` : none;
}
