import i18next from 'i18next';
import type { Language } from '@shared/constants';
import { beforeLanguageChange, currentLanguage } from './i18n';

/**
 * Namespaces that load with their area's pages instead of with the login screen: their files sit
 * beside the others in locales/<lang>/, but only an admin who opens the area downloads them.
 */
export const AREA_NAMESPACES = ['users', 'riders'] as const;
export type AreaNamespace = (typeof AREA_NAMESPACES)[number];

type Words = Record<string, unknown>;

const files = import.meta.glob<Words>(['../locales/*/users.json', '../locales/*/riders.json'], { import: 'default' });
const wanted = new Set<AreaNamespace>();

async function addWords(language: Language, namespaces: Iterable<AreaNamespace>): Promise<void> {
  await Promise.all(
    [...namespaces].map(async (namespace) => {
      if (i18next.hasResourceBundle(language, namespace)) return;
      const load = files[`../locales/${language}/${namespace}.json`];
      if (!load) throw new Error(`No ${namespace} translations for ${language}`);
      i18next.addResourceBundle(language, namespace, await load(), true, true);
    }),
  );
}

/** Loads an area's words in the current language; a later language switch brings them along. */
export function loadAreaWords(...namespaces: AreaNamespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  return addWords(currentLanguage(), namespaces);
}

/** A lazily loaded page whose words are there before it first renders. */
export function withAreaWords<T>(load: () => Promise<T>, ...namespaces: AreaNamespace[]): () => Promise<T> {
  return () => Promise.all([load(), loadAreaWords(...namespaces)]).then(([module]) => module);
}

beforeLanguageChange((language) => addWords(language, wanted));
