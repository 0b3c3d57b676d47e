import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';
import { pickLanguage, readStoredLanguage, storeLanguage } from './language';

/**
 * A language's words for the login and the shell, by namespace: what locales/<lang>/index.ts
 * gathers. Areas' own words load with their pages (lib/area-words).
 */
type Bundle = Record<string, Record<string, unknown>>;

const bundles = import.meta.glob<Bundle>('../locales/*/index.ts', { import: 'default' });

async function loadBundle(language: Language): Promise<Bundle> {
  const load = bundles[`../locales/${language}/index.ts`];
  if (!load) throw new Error(`No translations for ${language}`);
  return load();
}

function addBundle(language: Language, bundle: Bundle): void {
  for (const [namespace, words] of Object.entries(bundle)) {
    i18next.addResourceBundle(language, namespace, words, true, true);
  }
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Picks the language (`?lang=`, then the remembered one, then en-US) and loads its words. */
export async function initI18n(search: string = window.location.search): Promise<typeof i18next> {
  const language = pickLanguage(search, readStoredLanguage());
  storeLanguage(language);
  applyDocumentLanguage(language);
  const bundle = await loadBundle(language);
  await i18next.init({
    resources: { [language]: bundle },
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(bundle),
    defaultNS: 'common',
    // A word an area does not say itself is the kit's at the same key (locales/<lang>/kit.json:
    // `status.active`, `detail.edit`, `history.by`…), so areas keep only the words that are their own.
    fallbackNS: 'kit',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18next;
}

const languageHooks: ((language: Language) => Promise<void>)[] = [];

/** Areas whose words load with their pages (lib/area-words) add them for a new language before it shows. */
export function beforeLanguageChange(hook: (language: Language) => Promise<void>): void {
  languageHooks.push(hook);
}

export async function changeLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'common')) addBundle(language, await loadBundle(language));
  await Promise.all(languageHooks.map((hook) => hook(language)));
  storeLanguage(language);
  applyDocumentLanguage(language);
  await i18next.changeLanguage(language);
}

export function currentLanguage(): Language {
  const active = i18next.resolvedLanguage ?? i18next.language;
  return (LANGUAGES as readonly string[]).includes(active) ? (active as Language) : DEFAULT_LANGUAGE;
}
