import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each test file took (setup included), as `tests/file-weights.json` records them: from a
 * full run's `vitest` cache (`node scripts/file-weights.mjs`), or measured one file at a time. Only
 * their order matters here. Refresh them when files are added or change much; a file it does not
 * name counts as a middling one.
 */
const WEIGHTS = JSON.parse(readFileSync(path.join(import.meta.dirname, 'file-weights.json'), 'utf8')) as Record<string, number>;
const UNKNOWN = 20;

/**
 * Longest files first within each group (unit and API, then end-to-end), across projects: the two
 * workers then finish together instead of one running a long file alone at the end. Vitest's own
 * order runs one project's files after the other's and, on a fresh clone (as in CI) with no timings
 * cached, orders files by size, which left the fuzz and the CLI files to run last, alone.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const weight = (spec: TestSpecification) => WEIGHTS[`${spec.project.name}:${path.relative(root, spec.moduleId)}`] ?? UNKNOWN;
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        weight(b) - weight(a) ||
        a.moduleId.localeCompare(b.moduleId),
    );
  }
}
