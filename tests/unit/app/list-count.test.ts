import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { RESERVATION_COUNT_LIMIT } from '@shared/contracts/reservations';
import { countLine } from '@app/kit/list/list-count';

const words = (language: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../src/app/locales', language, 'reservations.json'), 'utf8')) as Record<string, unknown>;

async function tIn(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: { [language]: { reservations: words(language) } }, ns: ['reservations'], defaultNS: 'reservations', interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('a list count with a limit', () => {
  it('says the exact count up to the limit and "more than" the limit beyond it, in each language', async () => {
    const en = await tIn('en-US');
    expect(countLine(en, 'list.count', 1, RESERVATION_COUNT_LIMIT)).toBe('1 reservation');
    expect(countLine(en, 'list.count', RESERVATION_COUNT_LIMIT, RESERVATION_COUNT_LIMIT)).toBe('10,000 reservations');
    expect(countLine(en, 'list.count', RESERVATION_COUNT_LIMIT + 1, RESERVATION_COUNT_LIMIT)).toBe('More than 10,000 reservations');
    expect(countLine(await tIn('zh-CN'), 'list.count', RESERVATION_COUNT_LIMIT + 1, RESERVATION_COUNT_LIMIT)).toBe('超过 10,000 个预订');
    expect(countLine(await tIn('ms-MY'), 'list.count', RESERVATION_COUNT_LIMIT + 1, RESERVATION_COUNT_LIMIT)).toBe('Lebih daripada 10,000 tempahan');
  });

  it('never says "more than" for a list without a limit', async () => {
    expect(countLine(await tIn('en-US'), 'list.count', 250_000)).toBe('250,000 reservations');
  });
});
