import i18next from 'i18next';
import type { Language } from '@shared/constants';
import { beforeLanguageChange, currentLanguage } from './i18n';

/**
 * Namespaces that load with an area's pages instead of with the login screen (each area says which
 * in its declaration): their files sit beside the others in locales/<lang>/, but only an admin who
 * opens the area downloads them.
 */

type Words = Record<string, unknown>;

// The login's own namespaces (locales/<lang>/index.ts) stay out: naming one here too would split
// each language's single startup chunk into a file per namespace, fetched one after the other.
const files = import.meta.glob<Words>(['../locales/*/*.json', '!../locales/*/{auth,common,dashboard,menu,offline,outbox,permissions,settings}.json'], {
  import: 'default',
});
const wanted = new Set<string>();

async function addWords(language: Language, namespaces: Iterable<string>): Promise<void> {
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
export function loadAreaWords(...namespaces: string[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  return addWords(currentLanguage(), namespaces);
}

/** A lazily loaded page whose words are there before it first renders. */
export function withAreaWords<T>(load: () => Promise<T>, ...namespaces: string[]): () => Promise<T> {
  return () => Promise.all([load(), loadAreaWords(...namespaces)]).then(([module]) => module);
}

beforeLanguageChange((language) => addWords(language, wanted));
