import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './scripts/path-aliases';
import LongestFirst from './tests/sequencer';

const resolve = { alias: PATH_ALIASES };

export default defineConfig({
  test: {
    // Longest files first in each group (tests/sequencer.ts says why).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // Vitest's default is one worker fewer than the cores: on a 2-core machine, one file at a time.
          maxWorkers: 2,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          // After the unit and API projects, so the browser flows do not compete with them for the two cores.
          // (Tried in one pool with them: the API files beside browser flows ran twice as long.)
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A poll waits on a server round trip and a render: vitest's one-second default is shorter than that
          // takes on two loaded cores (a unit's owner change was still on its way at 1 s). A poll ends as soon as
          // it holds, so a passing test waits no longer; one that never holds fails the same way.
          expect: { poll: { timeout: 10_000 } },
          // Three files at a time on two cores: a browser flow mostly waits (on backoff, on the server, on
          // Chromium's frames). Run alone, one used about half a core (user management: 63 s of CPU,
          // its seed included, in 99 s of wall time), so two left a core idle through the longest part of the run.
          maxWorkers: 3,
        },
      },
      {
        resolve,
        test: {
          name: 'generator',
          // Last and alone: it runs tsc, ESLint and vitest in a copy of the repository, and beside other
          // files those child processes took the cores from tests with a 5-second limit.
          sequence: { groupOrder: 2 },
          include: ['tests/generator/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
