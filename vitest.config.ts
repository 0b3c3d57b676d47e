import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './scripts/path-aliases';
import LongestFirst from './tests/sequencer';

const resolve = { alias: PATH_ALIASES };

export default defineConfig({
  test: {
    // Longest files first across all three projects (tests/sequencer.ts says why).
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
          // With the unit and API projects, in one pool of two workers: a browser flow beside an API file
          // (one busy process) loads the cores no more than beside another browser flow, and neither
          // project waits for the other's last, longest file to end alone.
          sequence: { groupOrder: 0 },
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time: a browser flow mostly waits (on backoff, on the server), so two share the cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
