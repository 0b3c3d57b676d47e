import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';

export const LANGUAGE_STORAGE_KEY = 'stayops.lang';

/** Accepts exact tags and loose ones (`zh`, `ms`, `en-GB`, `zh_cn`). */
export function normaliseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const tag = value.trim().replace('_', '-').toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  const primary = tag.split('-')[0];
  return LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === primary) ?? null;
}

/** `?lang=` wins, then the remembered choice, then en-US. */
export function pickLanguage(search: string, stored: string | null | undefined): Language {
  const fromQuery = normaliseLanguage(new URLSearchParams(search).get('lang'));
  return fromQuery ?? normaliseLanguage(stored) ?? DEFAULT_LANGUAGE;
}

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this visit.
  }
}
