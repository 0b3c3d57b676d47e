import { describe, expect, it } from 'vitest';
import { normaliseLanguage, pickLanguage } from '@app/lib/language';

describe('language choice', () => {
  it('defaults to en-US', () => {
    expect(pickLanguage('', null)).toBe('en-US');
  });

  it('?lang= picks zh-CN or ms-MY and wins over the remembered choice', () => {
    expect(pickLanguage('?lang=zh-CN', 'ms-MY')).toBe('zh-CN');
    expect(pickLanguage('?lang=ms-MY', null)).toBe('ms-MY');
  });

  it('falls back to the remembered choice when ?lang= is absent or unknown', () => {
    expect(pickLanguage('', 'zh-CN')).toBe('zh-CN');
    expect(pickLanguage('?lang=fr-FR', 'ms-MY')).toBe('ms-MY');
  });

  it('accepts loose tags', () => {
    expect(normaliseLanguage('zh')).toBe('zh-CN');
    expect(normaliseLanguage('zh_cn')).toBe('zh-CN');
    expect(normaliseLanguage('MS')).toBe('ms-MY');
    expect(normaliseLanguage('en-GB')).toBe('en-US');
    expect(normaliseLanguage('fr')).toBeNull();
  });
});
