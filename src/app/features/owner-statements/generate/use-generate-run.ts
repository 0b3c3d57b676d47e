import { useCallback, useEffect, useRef, useState } from 'react';
import type { StatementJob } from '@shared/contracts/owner-statements';
import { ownerStatements } from '@shared/contracts/plain/owner-statements';
import { api } from '@app/lib/api';
import { isApiError } from '@app/lib/api-errors';
import { refusalOfError } from '@app/lib/refusal-words';
import { laterJob, POLL_MS, runBody, type RunState } from './run-progress';

/**
 * Runs a month (45) and follows it: the call answers once every owner is done, so while it runs the device reads
 * `GET …/jobs/:id` (the id it chose) for the bar. The run's key is its job id, so a retried call is the same run.
 */
export function useGenerateRun(onDone: (job: StatementJob) => void) {
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const start = useCallback(
    async (month: string, ownerIds: readonly string[]) => {
      const id = crypto.randomUUID();
      setState({ phase: 'running', id, month, job: null });
      const show = (job: StatementJob) => {
        if (!live.current) return;
        setState((s) => (s.phase === 'running' && s.id === id ? { ...s, job: laterJob(s.job, job) } : s));
      };
      let finished = false;
      const poll = async () => {
        while (!finished && live.current) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          if (finished) return;
          try {
            show(await api.call(ownerStatements.job, { params: { id }, quiet: true }));
          } catch {
            // Not there yet (its first batch is still being counted) or a lost answer: the next read tells.
          }
        }
      };
      void poll();
      try {
        const job = await api.call(ownerStatements.generate, { body: runBody(id, month, ownerIds), idempotencyKey: id, quiet: true });
        finished = true;
        if (!live.current) return;
        if (job.status === 'failed') setState({ phase: 'failed', id, month, job, message: job.error ?? '' });
        else {
          setState({ phase: 'done', id, month, job });
          onDone(job);
        }
      } catch (error) {
        finished = true;
        if (!live.current) return;
        const message = isApiError(error) ? (refusalOfError(error.body, error.message) ?? error.message) : error instanceof Error ? error.message : '';
        setState((s) => ({ phase: 'failed', id, month, job: s.phase === 'running' ? s.job : null, message }));
      }
    },
    [onDone],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, reset };
}
