/**
 * The 16 states and federal territories of Malaysia (DESIGN.md §6: holidays depend on a property's state),
 * keyed by their ISO 3166-2 code so the value stays the same in every language.
 */
export const MALAYSIAN_STATES = [
  { code: 'MY-01', name: 'Johor' },
  { code: 'MY-02', name: 'Kedah' },
  { code: 'MY-03', name: 'Kelantan' },
  { code: 'MY-04', name: 'Melaka' },
  { code: 'MY-05', name: 'Negeri Sembilan' },
  { code: 'MY-06', name: 'Pahang' },
  { code: 'MY-07', name: 'Pulau Pinang' },
  { code: 'MY-08', name: 'Perak' },
  { code: 'MY-09', name: 'Perlis' },
  { code: 'MY-10', name: 'Selangor' },
  { code: 'MY-11', name: 'Terengganu' },
  { code: 'MY-12', name: 'Sabah' },
  { code: 'MY-13', name: 'Sarawak' },
  { code: 'MY-14', name: 'W.P. Kuala Lumpur' },
  { code: 'MY-15', name: 'W.P. Labuan' },
  { code: 'MY-16', name: 'W.P. Putrajaya' },
] as const;

export const MALAYSIAN_STATE_CODES = MALAYSIAN_STATES.map((s) => s.code) as unknown as readonly [MalaysianState, ...MalaysianState[]];
export type MalaysianState = (typeof MALAYSIAN_STATES)[number]['code'];

export function stateName(code: string): string | null {
  return MALAYSIAN_STATES.find((s) => s.code === code)?.name ?? null;
}
