// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@app/lib/i18n';
import { loadAreaWords } from '@app/lib/area-words';
import { KIT_WORDS } from '@app/kit/words';

/** The app's own i18next set-up: an area's left-out word is the kit's at the same key, its own word wins. */
describe("the kit's words as every area's fallback", () => {
  beforeAll(async () => {
    await initI18n('?lang=en-US');
    await loadAreaWords(KIT_WORDS, 'companies');
  });

  const cases = [
    ['en-US', { edit: 'Edit', active: 'Active', by: 'by Aminah', none: 'Not given' }],
    ['zh-CN', { edit: '编辑', active: '启用', by: '操作人：Aminah', none: '未填写' }],
    ['ms-MY', { edit: 'Sunting', active: 'Aktif', by: 'oleh Aminah', none: 'Tiada' }],
  ] as const;

  it.each(cases)('%s: shared words come from the kit, the area’s own from the area', async (language, words) => {
    await changeLanguage(language);
    const t = i18next.getFixedT(language, 'companies');
    expect(t('detail.edit')).toBe(words.edit);
    expect(t('status.active')).toBe(words.active);
    expect(t('history.by', { name: 'Aminah' })).toBe(words.by);
    // The kit says "Not given" too, but companies words it its own way in Chinese and Malay.
    expect(t('detail.none')).toBe(words.none);
    expect(t('list.title')).not.toBe('list.title');
  });
});
