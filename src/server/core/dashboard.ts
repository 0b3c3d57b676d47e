import type { DashboardFigures, OwnerDashboardFigures } from '@shared/contracts/dashboard';
import type { Language } from '@shared/constants';
import type { Executor } from '@server/db/client';
import type { AuditActor } from './audit/audit-log';

/** Who asks for the dashboard, and of which day. */
export interface DashboardReader {
  actor: AuditActor;
  permissions: readonly number[];
  /** The Kuala Lumpur date the figures are of (`YYYY-MM-DD`). */
  today: string;
  now: Date;
  language: Language;
}

/** The parts of the dashboard an area may fill: every field but the read's own time and day. */
export type DashboardPartKey = Exclude<keyof DashboardFigures, 'asOf' | 'today'>;

/**
 * One area's part of the dashboard (issue 29), as its module declares it: the dashboard module merges the parts it is
 * handed (modules/index.ts), reading no area's tables itself. `permission` is the code that views the part; null for a
 * part every administrator reads (the approvals part then shows only the kinds its reader decides).
 */
export interface DashboardPart<K extends DashboardPartKey = DashboardPartKey> {
  key: K;
  permission: number | null;
  read(db: Executor, reader: DashboardReader): Promise<NonNullable<DashboardFigures[K]>>;
}

export type AnyDashboardPart = { [K in DashboardPartKey]: DashboardPart<K> }[DashboardPartKey];

export function defineDashboardPart<K extends DashboardPartKey>(part: DashboardPart<K>): DashboardPart<K> {
  return part;
}

/** The owner a portal dashboard is read for, and of which day. */
export interface OwnerDashboardReader {
  owner: string;
  /** The Kuala Lumpur date the figures are of (`YYYY-MM-DD`). */
  today: string;
}

/** The parts of the owner's dashboard an area fills. */
export type OwnerDashboardPartKey = Exclude<keyof OwnerDashboardFigures, 'asOf' | 'today'>;

/**
 * One area's part of the owner portal's dashboard: like DashboardPart, but read for one owner, by their ownership
 * periods, and with no code to hold (an owner holds none; every part is theirs).
 */
export interface OwnerDashboardPart<K extends OwnerDashboardPartKey = OwnerDashboardPartKey> {
  key: K;
  read(db: Executor, reader: OwnerDashboardReader): Promise<OwnerDashboardFigures[K]>;
}

export type AnyOwnerDashboardPart = { [K in OwnerDashboardPartKey]: OwnerDashboardPart<K> }[OwnerDashboardPartKey];

export function defineOwnerDashboardPart<K extends OwnerDashboardPartKey>(part: OwnerDashboardPart<K>): OwnerDashboardPart<K> {
  return part;
}
