import type { Language } from '@shared/constants';

/** Languages are named in their own words, so anyone can find theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'ms-MY': 'Bahasa Melayu',
};
