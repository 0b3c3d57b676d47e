// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { AREAS } from '@app/shell/areas';

/**
 * Issue 26, naming: every type the app saves on the device or names in an outbox item is `<area>.<record>`,
 * both parts kebab-case, `<area>` being the area's folder. Collected from what the areas declare: their
 * resources and views, and the decisions the outbox keys by record type.
 */
const declarations = import.meta.glob<Record<string, unknown>>(
  ['../../../src/app/features/*/resource.ts', '../../../src/app/features/*/views.ts', '../../../src/app/features/*/decisions.ts', '../../../src/app/features/*/bank-change.ts'],
  { eager: true },
);

const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';

function areaOf(file: string): string {
  return /features\/([^/]+)\//.exec(file)?.[1] ?? '';
}

function isTyped(value: unknown): value is { type: string } {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Every `type` an area's module declares: resources and views at the top, decisions at the top or one level down. */
function typesOf(module: Record<string, unknown>): string[] {
  return Object.values(module).flatMap((value) => {
    if (isTyped(value)) return [value.type];
    if (typeof value === 'object' && value !== null) return Object.values(value).filter(isTyped).map((d) => d.type);
    return [];
  });
}

const declared = Object.entries(declarations).flatMap(([file, module]) => typesOf(module).map((type) => ({ area: areaOf(file), file, type })));

describe('cache and record type names', () => {
  it('finds the areas declarations', () => {
    expect(declared.length).toBeGreaterThan(20);
    expect(new Set(declared.map((d) => d.area)).size).toBeGreaterThan(8);
  });

  it.each(declared.map((d) => [d.type, d.file.replace(/^.*features\//, ''), d.area] as const))('%s (%s) is <area>.<name> in kebab-case', (type, _file, area) => {
    expect(type).toMatch(new RegExp(`^${area}\\.${KEBAB}$`));
  });

  it('links outbox items only from types the area declares', () => {
    for (const area of AREAS) {
      const own = new Set(declared.filter((d) => d.area === area.name).map((d) => d.type));
      for (const type of Object.keys(area.outbox?.records ?? {})) expect(own.has(type), `${area.name}: ${type}`).toBe(true);
    }
  });
});
