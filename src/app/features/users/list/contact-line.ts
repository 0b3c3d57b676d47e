import type { User } from '@shared/contracts/users';
import type { PhoneFormat } from '@shared/phone-later';

/**
 * "+60 12-345 6789 · aminah@example.com": how a card says how to reach someone. A module of its own: the
 * inbox's queue cards use it too, and importing it from UserCard brought the list's card, its avatar and
 * their code into the inbox's first load.
 */
export function contactLine(user: Pick<User, 'email' | 'phone'>, formatPhone: PhoneFormat): string {
  return [user.phone ? formatPhone(user.phone) : '', user.email ?? ''].filter(Boolean).join(' · ');
}
