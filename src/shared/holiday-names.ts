import { stateName } from './reference/states';

/** A holiday's name in the reader's language: its Chinese or Malay name when an admin gave one, else the English. */
export function holidayNameIn(h: { name: string; nameZh?: string | null; nameMs?: string | null }, language: string): string {
  if (language.startsWith('zh')) return h.nameZh || h.name;
  if (language.startsWith('ms')) return h.nameMs || h.name;
  return h.name;
}

/** A state's name from its ISO 3166-2 code (`MY-10` → Selangor); the code itself when unknown. */
export const stateLabel = (code: string): string => stateName(code) ?? code;
