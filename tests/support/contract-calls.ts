import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CallDescriptor } from '@shared/contracts/call';

const contractsDir = path.resolve(import.meta.dirname, '../../src/shared/contracts');

function isDescriptor(value: unknown): value is CallDescriptor {
  const v = value as Partial<CallDescriptor> | null;
  return !!v && typeof v === 'object' && typeof v.method === 'string' && typeof v.path === 'string' && v.permission !== undefined && typeof v.tag === 'string';
}

/** Every call descriptor exported by src/shared/contracts, named `<file>.<group>.<call>`. */
export async function contractCalls(): Promise<{ name: string; call: CallDescriptor }[]> {
  const found: { name: string; call: CallDescriptor }[] = [];
  for (const file of readdirSync(contractsDir).filter((f) => f.endsWith('.ts')).sort()) {
    const mod = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    for (const [group, value] of Object.entries(mod)) {
      if (!value || typeof value !== 'object') continue;
      for (const [name, call] of Object.entries(value)) {
        if (isDescriptor(call)) found.push({ name: `${file.replace(/\.ts$/, '')}.${group}.${name}`, call });
      }
    }
  }
  return found;
}
