import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { classifyFailure } from '@app/lib/api-errors';
import { signInFailureMessage } from '@app/features/auth/sign-in-failure';
import enUS from '@app/locales/en-US/auth.json';
import zhCN from '@app/locales/zh-CN/auth.json';
import msMY from '@app/locales/ms-MY/auth.json';
import { ACCOUNT_SUSPENDED_CODE, ACCOUNT_SUSPENDED_MESSAGE } from '@shared/errors';

async function wordsIn(language: string) {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { 'en-US': { auth: enUS }, 'zh-CN': { auth: zhCN }, 'ms-MY': { auth: msMY } } });
  return i18n.getFixedT(language, 'auth');
}

describe('sign-in failure message', () => {
  const suspended = classifyFailure(403, { code: ACCOUNT_SUSPENDED_CODE, message: ACCOUNT_SUSPENDED_MESSAGE });

  it('says a suspension in the reader language, not in the server English', async () => {
    expect(signInFailureMessage(suspended, await wordsIn('en-US'))).toBe(enUS.accountSuspended);
    expect(signInFailureMessage(suspended, await wordsIn('zh-CN'))).toBe(zhCN.accountSuspended);
    expect(signInFailureMessage(suspended, await wordsIn('ms-MY'))).toBe(msMY.accountSuspended);
    expect(zhCN.accountSuspended).not.toBe(enUS.accountSuspended);
    expect(msMY.accountSuspended).not.toBe(enUS.accountSuspended);
  });

  it('keeps the server words for a wrong password', async () => {
    const wrong = classifyFailure(401, { message: 'Incorrect email or password' });
    expect(signInFailureMessage(wrong, await wordsIn('zh-CN'))).toBe('Incorrect email or password');
  });
});
