// @vitest-environment jsdom
import { act, createElement } from 'react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTranslation } from '@app/lib/use-translation';
import { rootPerTest } from '../../support/react-root';

const renders = new Map<string, number>();

function Words({ id, namespace, keyPrefix, word }: { id: string; namespace: string; keyPrefix?: string; word: string }) {
  const { t, i18n } = useTranslation(namespace, keyPrefix ? { keyPrefix } : undefined);
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return createElement('p', { 'data-id': id }, `${i18n.language}:${t(word)}`);
}

const text = (container: HTMLElement, id: string) => container.querySelector(`[data-id="${id}"]`)?.textContent;

describe('useTranslation (the app’s own, lean hook)', () => {
  const mounted = rootPerTest();

  beforeAll(async () => {
    await i18next.init({
      lng: 'en-US',
      fallbackLng: false,
      defaultNS: 'common',
      resources: { 'en-US': { common: { hello: 'Hello', list: { title: 'Users' } } }, 'ms-MY': { common: { hello: 'Helo', list: { title: 'Pengguna' } } } },
      interpolation: { escapeValue: false },
    });
  });

  it('reads a namespace, with a key prefix, and follows a language change', async () => {
    act(() =>
      mounted.root.render(
        createElement('div', null, createElement(Words, { id: 'a', namespace: 'common', word: 'hello' }), createElement(Words, { id: 'b', namespace: 'common', keyPrefix: 'list', word: 'title' })),
      ),
    );
    expect(text(mounted.container, 'a')).toBe('en-US:Hello');
    expect(text(mounted.container, 'b')).toBe('en-US:Users');
    await act(async () => {
      await i18next.changeLanguage('ms-MY');
    });
    expect(text(mounted.container, 'a')).toBe('ms-MY:Helo');
    expect(text(mounted.container, 'b')).toBe('ms-MY:Pengguna');
    await act(async () => {
      await i18next.changeLanguage('en-US');
    });
  });

  it('renders again when its own namespace arrives, and not for another screen’s words', () => {
    renders.clear();
    act(() =>
      mounted.root.render(
        createElement('div', null, createElement(Words, { id: 'late', namespace: 'late-area', word: 'title' }), createElement(Words, { id: 'other', namespace: 'common', word: 'hello' })),
      ),
    );
    expect(text(mounted.container, 'late')).toBe('en-US:title');
    const before = { late: renders.get('late'), other: renders.get('other') };
    act(() => i18next.addResourceBundle('en-US', 'late-area', { title: 'Arrived' }, true, true));
    expect(text(mounted.container, 'late')).toBe('en-US:Arrived');
    expect(renders.get('late')).toBe((before.late ?? 0) + 1);
    act(() => i18next.addResourceBundle('en-US', 'unrelated', { x: 'y' }, true, true));
    expect(renders.get('other')).toBe(before.other);
    expect(renders.get('late')).toBe((before.late ?? 0) + 1);
  });
});
