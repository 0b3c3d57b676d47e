/** The links a phone number or an email opens on a phone: call, WhatsApp, write. */

/** `tel:+60142345099`: the number as stored (E.164), spaces and dashes dropped; null when there is no digit. */
export function telHref(phone: string): string | null {
  const plain = phone.replace(/[^\d+]/g, '');
  return /\d/.test(plain) ? `tel:${plain}` : null;
}

/** `https://wa.me/60142345099`: WhatsApp's click-to-chat takes the international number as digits only. */
export function whatsAppHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 6 ? `https://wa.me/${digits}` : null;
}

/** `mailto:` with the address encoded (a `+` or `?` in it must not start a header). */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return address.includes('@') ? `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}` : null;
}
