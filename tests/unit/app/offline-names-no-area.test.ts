import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const OFFLINE = path.resolve(__dirname, '../../../src/app/offline');
const AREA_WORDS = /\b(user|users|rider|riders|contact-change|admin)\b/;

/** The string literals of a source file, its comments left out. */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

describe('the offline layer', () => {
  it('names no area: kinds, record types and paths come from the area declarations', () => {
    const named = readdirSync(OFFLINE)
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => literals(readFileSync(path.join(OFFLINE, file), 'utf8')).filter((text) => AREA_WORDS.test(text)).map((text) => `${file}: ${text}`));
    expect(named).toEqual([]);
  });
});
