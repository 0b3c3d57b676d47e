import { PERMISSION_ACTIONS, PERMISSION_AREAS, type PermissionAction, type PermissionArea } from '@shared/permissions';

export type AreaState = 'all' | 'some' | 'none';

export function areaCodes(area: PermissionArea): number[] {
  const found = PERMISSION_AREAS.find((a) => a.key === area);
  return found ? PERMISSION_ACTIONS.map((_, i) => found.base + i) : [];
}

function sorted(codes: Iterable<number>): number[] {
  return [...new Set(codes)].sort((a, b) => a - b);
}

export function toggleCode(codes: readonly number[], code: number, on: boolean): number[] {
  return sorted(on ? [...codes, code] : codes.filter((c) => c !== code));
}

/** The per-area "all" switch: every action of the area, or none of them. */
export function setArea(codes: readonly number[], area: PermissionArea, on: boolean): number[] {
  const block = areaCodes(area);
  return sorted(on ? [...codes, ...block] : codes.filter((c) => !block.includes(c)));
}

export function areaState(codes: readonly number[], area: PermissionArea): AreaState {
  const held = areaCodes(area).filter((c) => codes.includes(c)).length;
  if (held === 0) return 'none';
  return held === PERMISSION_ACTIONS.length ? 'all' : 'some';
}

export interface AreaSummary {
  area: PermissionArea;
  actions: PermissionAction[];
}

/** What an admin may do, area by area, for the detail page. Areas without a code are left out. */
export function summarisePermissions(codes: readonly number[]): AreaSummary[] {
  return PERMISSION_AREAS.flatMap((a) => {
    const actions = PERMISSION_ACTIONS.filter((_, i) => codes.includes(a.base + i));
    return actions.length ? [{ area: a.key, actions: [...actions] }] : [];
  });
}

export function sameCodes(a: readonly number[], b: readonly number[]): boolean {
  const x = sorted(a);
  const y = sorted(b);
  return x.length === y.length && x.every((c, i) => c === y[i]);
}
