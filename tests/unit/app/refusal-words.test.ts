import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldIssueWords, refusalSentence, refusalWords } from '@app/lib/refusal-words';
import { classifyResponse } from '@app/offline/outbox-rules';
import enUS from '@app/locales/en-US/outbox.json';
import zhCN from '@app/locales/zh-CN/outbox.json';
import msMY from '@app/locales/ms-MY/outbox.json';
import { formatMyr } from '@shared/money';
import { FIELD_ISSUES, REFUSAL_CODES, REFUSALS, refusal } from '@shared/refusals';

async function wordsIn(language: string) {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { 'en-US': { outbox: enUS }, 'zh-CN': { outbox: zhCN }, 'ms-MY': { outbox: msMY } } });
  return i18n.getFixedT(language, 'outbox');
}

const SERVER = 'Unit A-03-02 is already taken from 2026-12-04 to 2026-12-07 (check-out) by R000123 (checked_in)';
const taken = refusal('unit_taken', { unit: 'A-03-02', stay: 'R000123', from: '2026-12-04', to: '2026-12-07', stayStatus: 'checked_in' });

describe('refusal words', () => {
  it('says a taken unit with the stay, its dates through Intl and its status by label, in each language', async () => {
    const en = refusalWords(await wordsIn('en-US'), taken, SERVER, 'en-US');
    expect(en).toEqual({ decidedBy: null, decidedAt: null, text: 'Unit A-03-02 is taken by R000123 (checked in) from 04 Dec 2026, checking out 07 Dec 2026.' });
    const zh = refusalWords(await wordsIn('zh-CN'), taken, SERVER, 'zh-CN').text;
    expect(zh).toContain('R000123');
    expect(zh).toContain('已入住');
    expect(zh).toContain('2026年12月4日');
    const ms = refusalWords(await wordsIn('ms-MY'), taken, SERVER, 'ms-MY').text;
    expect(ms).toContain('sudah daftar masuk');
    expect(ms).toMatch(/4 Dis 2026/);
    for (const text of [en.text, zh, ms]) {
      expect(text).not.toContain('checked_in');
      expect(text).not.toContain('2026-12-04');
    }
  });

  it('says an edit that saw an older version was overtaken by an edit, not a state named by its number', async () => {
    const edited = refusal('moved_on', { field: 'version', now: '3', by: null, at: null });
    for (const language of ['en-US', 'zh-CN', 'ms-MY']) {
      const words = refusalSentence(await wordsIn(language), edited, 'x', language);
      expect(words).not.toMatch(/\b3\b/);
      expect(words).not.toBe('x');
    }
    expect(refusalSentence(await wordsIn('en-US'), edited, 'x', 'en-US')).toContain('changed by someone else');
  });

  it('names the full night as a date of the language', async () => {
    const full = refusal('night_full', { night: '2026-12-12', used: 5, quota: 5 });
    expect(refusalWords(await wordsIn('en-US'), full, 'x', 'en-US').text).toBe('The night of 12 Dec 2026 is full (5 of 5 free-stay places used).');
    expect(refusalWords(await wordsIn('zh-CN'), full, 'x', 'zh-CN').text).toContain('2026年12月12日');
  });

  it('says "X decided first" only when the refusal names a decider, with when they decided', async () => {
    const t = await wordsIn('en-US');
    const decided = refusal('moved_on', { field: 'status', now: 'approved', by: 'Aminah', at: '2026-11-25T10:20:00.000Z' });
    expect(refusalWords(t, decided, 'x', 'en-US')).toEqual({ decidedBy: 'Aminah', decidedAt: Date.parse('2026-11-25T10:20:00.000Z'), text: 'It is now approved.' });
    expect(refusalSentence(t, decided, 'x', 'en-US')).toBe('Aminah decided first: It is now approved.');
    // Nobody decided it (a pending request refused by a rule): no one is blamed.
    const nobody = refusal('moved_on', { field: 'status', now: 'cancelled', by: null, at: null });
    expect(refusalSentence(t, nobody, 'x', 'en-US')).toBe('It is now cancelled.');
    expect(refusalSentence(t, taken, SERVER, 'en-US')).not.toMatch(/decided first/);
  });

  it('keeps the server words for a code it does not know, or for a field it cannot label', async () => {
    const t = await wordsIn('zh-CN');
    expect(refusalSentence(t, { code: 'something_new', details: {} }, 'The server said so', 'zh-CN')).toBe('The server said so');
    expect(refusalSentence(t, refusal('moved_on', { field: 'ownerId', now: 'c0ffee' }), 'The owner changed', 'zh-CN')).toBe('The owner changed');
    expect(refusalSentence(t, null, 'Plain', 'zh-CN')).toBe('Plain');
  });

  it('has every code the server can send worded in all three languages, and zh/ms are not English copies', async () => {
    // The codes and their example facts come from the one table the server refuses by (REFUSALS).
    const [en, zh, ms] = await Promise.all([wordsIn('en-US'), wordsIn('zh-CN'), wordsIn('ms-MY')]);
    expect(REFUSAL_CODES.length).toBeGreaterThan(60);
    for (const code of REFUSAL_CODES) {
      const r = refusal(code, REFUSALS[code]);
      const english = refusalWords(en, r, 'SERVER', 'en-US').text;
      expect(english, code).not.toBe('SERVER');
      expect(english, code).not.toMatch(/refusal\.|states\.|\{\{|undefined/);
      for (const [t, language] of [[zh, 'zh-CN'], [ms, 'ms-MY']] as const) {
        const text = refusalWords(t, r, 'SERVER', language).text;
        expect(text, `${code} ${language}`).not.toBe(english);
        expect(text, `${code} ${language}`).not.toMatch(/refusal\.|states\.|\{\{|undefined/);
      }
    }
    expect(refusalWords(en, refusal('balance_too_low', { balanceSen: 1234, amountSen: 50000 }), 'x', 'en-US').text).toBe(
      `The balance is ${formatMyr(1234, 'en-US')}: too little for ${formatMyr(50000, 'en-US')}.`,
    );
  });

  it("words every field issue zod can send by its code and limits, in all three languages", async () => {
    const [en, zh, ms] = await Promise.all([wordsIn('en-US'), wordsIn('zh-CN'), wordsIn('ms-MY')]);
    for (const [code, examples] of Object.entries(FIELD_ISSUES)) {
      for (const details of examples) {
        const issue = { field: 'name', message: 'SERVER', code, details };
        const english = fieldIssueWords(en, issue, 'en-US');
        for (const [t, language] of [[en, 'en-US'], [zh, 'zh-CN'], [ms, 'ms-MY']] as const) {
          const text = fieldIssueWords(t, issue, language);
          expect(text, `${code} ${JSON.stringify(details)} ${language}`).toBeTruthy();
          expect(text, `${code} ${language}`).not.toMatch(/refusal\.|\{\{|undefined|SERVER/);
          if (language !== 'en-US') expect(text, `${code} ${language}`).not.toBe(english);
        }
      }
    }
    expect(fieldIssueWords(zh, { field: 'password', message: 'x', code: 'too_small', details: { origin: 'string', minimum: 10 } }, 'zh-CN')).toBe('至少 10 个字符。');
    expect(fieldIssueWords(ms, { field: 'unitId', message: 'x', code: 'unit_inactive', details: { unit: 'A-01-02' } }, 'ms-MY')).toContain('A-01-02');
    // A custom refinement without a code, or a code from a newer server, keeps the server's sentence.
    expect(fieldIssueWords(zh, { field: 'x', message: 'x', code: 'custom', details: {} }, 'zh-CN')).toBeNull();
    expect(fieldIssueWords(zh, { field: 'x', message: 'x', code: 'brand_new', details: {} }, 'zh-CN')).toBeNull();
  });

  it('says a record not found by its kind, dates of a rule through Intl, amounts as money', async () => {
    const zh = await wordsIn('zh-CN');
    expect(refusalWords(zh, refusal('not_found', { what: 'free_stay_request' }), 'Free-stay request not found', 'zh-CN').text).toBe('找不到该免费住宿申请。');
    expect(refusalWords(zh, refusal('not_found', { what: 'something_new' }), 'x', 'zh-CN').text).toBe('找不到该记录。');
    expect(refusalWords(zh, refusal('too_soon', { days: 3, earliest: '2026-12-04' }), 'x', 'zh-CN').text).toContain('2026年12月4日');
    expect(refusalWords(zh, refusal('effective_month_past', { month: '2026-11' }), 'x', 'zh-CN').text).toContain('2026年11月');
    expect(refusalWords(zh, refusal('amount_over_limit', { maxSen: 500000 }), 'x', 'zh-CN').text).toContain(formatMyr(500000, 'zh-CN'));
  });

  it("the outbox keeps a 409's refusal with its conflict", () => {
    const answer = classifyResponse(409, { message: SERVER, current: { id: 'r1', status: 'pending' }, lastChange: null, refusal: taken });
    expect(answer).toMatchObject({ kind: 'conflict', conflict: { message: SERVER, refusal: taken } });
    const old = classifyResponse(409, { message: 'Moved on', current: { id: 'r1' }, lastChange: null });
    expect(old).toMatchObject({ kind: 'conflict', conflict: { refusal: null } });
  });
});
