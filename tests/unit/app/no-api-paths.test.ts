import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const appDir = path.resolve(import.meta.dirname, '../../../src/app');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** A string or template literal that holds an API path. */
const API_PATH_LITERAL = /(['"`])\/?(api|user-mgmt)\/[^'"`\n]*\1/g;

describe('the app spells no API path: every call goes through a contract descriptor', () => {
  it('finds no API path literal in src/app', () => {
    const found = sourceFiles(appDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(API_PATH_LITERAL)].map((m) => `${path.relative(appDir, file)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('would find one', () => {
    expect("client.get('/api/users/aggregation')".match(API_PATH_LITERAL)).not.toBeNull();
    expect('fetch(`/user-mgmt/${x}`)'.match(API_PATH_LITERAL)).not.toBeNull();
  });
});
