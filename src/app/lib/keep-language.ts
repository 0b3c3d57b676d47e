import type { Language } from '@shared/constants';
import { accounts } from '@shared/contracts/plain/accounts';
import { call } from './api';
import { changeLanguage } from './i18n';

/**
 * A language chosen outside the settings page (the portal's menu): applied on this device at once and kept on the
 * server, as the settings page keeps it. Kept on the device alone, the next profile refresh put the saved one back.
 * Offline the server's copy is left as it was; the settings page says when a change did not reach it.
 */
export async function keepLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  await call(accounts.updateSettings, { body: { language }, idempotencyKey: crypto.randomUUID() }).catch(() => undefined);
}
