import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';
import { flattenMenu, MENU } from '@shared/menu';
import { PERMISSION_ACTIONS, PERMISSION_AREAS } from '@shared/permissions';
import loginWords from '@app/locales/en-US/index';
import { KIT_WORDS } from '@app/kit/words';
import { AREAS } from '@app/shell/areas';

/** Loaded with the login screen, or with their area's pages: every file is checked either way. */
const LOGIN_NAMESPACES = Object.keys(loginWords);
const PAGE_NAMESPACES = AREAS.flatMap((area) => area.words?.withPages ?? []);
const ALL_NAMESPACES = [...new Set([...LOGIN_NAMESPACES, KIT_WORDS, ...PAGE_NAMESPACES])];

const root = path.resolve(import.meta.dirname, '../../../src/app/locales');

type Tree = { [key: string]: string | Tree };

function load(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** Leaf keys, with plural suffixes folded: languages differ in which plural forms they need. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keys(v, `${prefix}${k}.`),
  );
}

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

/** Strings that are the same in every language on purpose (placeholders, arrows, the brand). */
const SAME_EVERYWHERE = /^(\{\{\w+\}\}[\s·:→–]*)+$|^\{\{field\}\}: \{\{from\}\} → \{\{to\}\}$/;
/** Keys of place names, which English and Malay mostly write alike (Johor, Selangor, Sabah), and of booking channels (brands: Airbnb, Agoda). */
const PROPER_NAMES = /^(states|channels)\.|^channel\.(airbnb|booking|agoda|expedia)$/;

describe('translations', () => {
  it('every language has every namespace file, and nothing else', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(path.join(root, language)).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', ''));
      expect(files.sort()).toEqual([...ALL_NAMESPACES].sort());
    }
  });

  it('zh-CN and ms-MY translate every key of en-US, and add none', () => {
    for (const namespace of ALL_NAMESPACES) {
      const english = [...new Set(keys(load('en-US', namespace)))].sort();
      for (const language of ['zh-CN', 'ms-MY']) {
        expect([...new Set(keys(load(language, namespace)))].sort(), `${language}/${namespace}`).toEqual(english);
      }
    }
  });

  it('are real translations, not English copies', () => {
    for (const namespace of ALL_NAMESPACES) {
      const english = new Map(leaves(load('en-US', namespace)));
      for (const language of ['zh-CN', 'ms-MY']) {
        const copies = leaves(load(language, namespace)).filter(
          ([key, value]) => english.get(key) === value && !SAME_EVERYWHERE.test(value) && !PROPER_NAMES.test(key) && value.length > 3,
        );
        expect(copies, `${language}/${namespace}`).toEqual([]);
      }
    }
  });

  it('zh-CN is written in Chinese characters', () => {
    const han = /[\u4e00-\u9fff]/;
    const words = leaves(load('zh-CN', 'auth')).map(([, v]) => v);
    expect(words.filter((w) => han.test(w)).length).toBeGreaterThan(words.length * 0.9);
  });

  it('name every menu entry, permission area and action', () => {
    const labels = [...MENU.map((m) => m.label), ...flattenMenu().map((m) => m.label)];
    for (const language of LANGUAGES) {
      const menu = load(language, 'menu');
      const permissions = load(language, 'permissions') as { areas: Tree; actions: Tree };
      for (const label of labels) expect(menu[label], `${language} menu.${label}`).toBeTypeOf('string');
      for (const area of PERMISSION_AREAS) expect(permissions.areas[area.key], `${language} ${area.key}`).toBeTypeOf('string');
      for (const action of PERMISSION_ACTIONS) expect(permissions.actions[action]).toBeTypeOf('string');
    }
  });

  it('the credit requests page is titled as its menu entry says (SPEC.md: Credit Request List)', () => {
    for (const language of LANGUAGES) {
      const menu = load(language, 'menu');
      const credit = load(language, 'credit') as { requests: { list: { title: string } } };
      expect(credit.requests.list.title, language).toBe(menu.creditRequests);
    }
  });
});
