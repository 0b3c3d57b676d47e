import { fileURLToPath } from 'node:url';

const src = (dir: string) => fileURLToPath(new URL(`../src/${dir}`, import.meta.url));

/** The import aliases of tsconfig.json's `paths`, for the bundler and the test runner. */
export const PATH_ALIASES = {
  '@shared': src('shared'),
  '@app': src('app'),
  '@server': src('server'),
};
