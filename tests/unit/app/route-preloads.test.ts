// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { filesForPath, preloadRouteFiles } from '@app/lib/route-preloads';

const MAP = {
  files: ['/assets/List.js', '/assets/New.js', '/assets/Record.js', '/assets/Record.css', '/assets/words-en.js', '/assets/words-zh.js', '/assets/kit-en.js'],
  routes: [
    ['/admin/thing', [0], ['kit', 'thing']],
    ['/admin/thing/:id', [2, 3], ['kit', 'thing']],
    ['/admin/thing/new', [1], ['kit', 'thing']],
  ] as [string, number[], string[]][],
  words: { 'en-US': { thing: 4, kit: 6 }, 'zh-CN': { thing: 5 } },
};

function writeMap(map: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'route-preloads';
  block.textContent = typeof map === 'string' ? map : JSON.stringify(map);
  document.head.appendChild(block);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('filesForPath', () => {
  it('takes the route that fits best: a fixed segment before a parameter, whatever the order', () => {
    expect(filesForPath(MAP, '/admin/thing/new', 'en-US')).toEqual(['/assets/New.js', '/assets/kit-en.js', '/assets/words-en.js']);
    expect(filesForPath(MAP, '/admin/thing/42', 'en-US')).toEqual(['/assets/Record.js', '/assets/Record.css', '/assets/kit-en.js', '/assets/words-en.js']);
    expect(filesForPath(MAP, '/admin/thing/', 'en-US')).toEqual(['/assets/List.js', '/assets/kit-en.js', '/assets/words-en.js']);
  });

  it('brings the words of the language the app will start in, and nothing for a path it does not know', () => {
    expect(filesForPath(MAP, '/admin/thing', 'zh-CN')).toEqual(['/assets/List.js', '/assets/words-zh.js']);
    expect(filesForPath(MAP, '/admin/other', 'en-US')).toEqual([]);
    expect(filesForPath(MAP, '/admin/thing/42/edit', 'en-US')).toEqual([]);
  });
});

describe('preloadRouteFiles', () => {
  it('adds a module preload per script and a style preload per stylesheet, once each', () => {
    writeMap(MAP);
    preloadRouteFiles('/admin/thing/7', document, 'en-US');
    preloadRouteFiles('/admin/thing/7', document, 'en-US');
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('as')]);
    expect(links).toEqual([
      ['modulepreload', '/assets/Record.js', null],
      ['preload', '/assets/Record.css', 'style'],
      ['modulepreload', '/assets/kit-en.js', null],
      ['modulepreload', '/assets/words-en.js', null],
    ]);
  });

  it('does nothing without a map, or with one it cannot read', () => {
    preloadRouteFiles('/admin/thing', document, 'en-US');
    writeMap('{not json');
    preloadRouteFiles('/admin/thing', document, 'en-US');
    writeMap({ files: [] });
    preloadRouteFiles('/admin/thing', document, 'en-US');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
