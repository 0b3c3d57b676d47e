import type { StatementJob, StatementRun } from '@shared/contracts/owner-statements';

/** How often the device asks how far a run has got. */
export const POLL_MS = 600;

/** Where a run stands on this device: starting (the job not yet seen), running, done or failed. */
export type RunState =
  | { phase: 'idle' }
  | { phase: 'running'; id: string; month: string; job: StatementJob | null }
  | { phase: 'done'; id: string; month: string; job: StatementJob }
  | { phase: 'failed'; id: string; month: string; job: StatementJob | null; message: string };

export interface Progress {
  done: number;
  total: number;
  /** 0–100, whole; null while the job's size is not known yet (an indeterminate bar). */
  percent: number | null;
}

/** The bar's figures from the job as last read; a run of no owners is complete at once. */
export function progressOf(job: StatementJob | null): Progress {
  if (!job) return { done: 0, total: 0, percent: null };
  if (job.total <= 0) return { done: 0, total: 0, percent: job.status === 'running' ? null : 100 };
  const done = Math.min(job.done, job.total);
  return { done, total: job.total, percent: Math.floor((done * 100) / job.total) };
}

/**
 * The job as the bar shows it: a poll's answer never takes the bar back (answers may arrive out of order), and once the
 * run's own answer is in, it is the last word.
 */
export function laterJob(shown: StatementJob | null, read: StatementJob): StatementJob {
  if (!shown || shown.id !== read.id) return read;
  if (shown.status !== 'running') return shown;
  return read.status !== 'running' || read.done >= shown.done ? read : shown;
}

/** The run's body: the device names the job, so it can follow it while the call runs; no owners named means every owner. */
export function runBody(id: string, month: string, ownerIds: readonly string[]): StatementRun {
  return ownerIds.length ? { id, month, ownerIds: [...ownerIds] } : { id, month };
}
