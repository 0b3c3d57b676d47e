import { useCallback } from 'react';
import type { AgentType, User } from '@shared/contracts/users';
import { api } from '@app/lib/api';
import {
  deleteUser,
  editUser,
  registerUser,
  resetPassword,
  setAgentCommission,
  setAgentType,
  setUserLink,
} from './users-api';
import { useMutationRunner, type Outcome } from '@app/lib/use-mutation-runner';

/**
 * The form-like writes of user management; every one sends an Idempotency-Key. Decisions
 * (approve, reject, ban, VIP, rider verification) go through the outbox instead: ../decisions.ts.
 */
export function useUserMutations() {
  const { run, pending } = useMutationRunner();

  const agentType = useCallback(
    (user: User, next: AgentType): Promise<Outcome<User>> =>
      run('agentType', { id: user.id, next }, (key) => setAgentType(api, user.accountNumber, next, key)),
    [run],
  );
  const commission = useCallback(
    (user: User, rate: number): Promise<Outcome<User>> =>
      run('commission', { id: user.id, rate }, (key) => setAgentCommission(api, user.accountNumber, rate, key)),
    [run],
  );
  const link = useCallback(
    (user: User, url: string): Promise<Outcome<User>> => run('link', { id: user.id, url }, (key) => setUserLink(api, user.id, url, key)),
    [run],
  );
  const reset = useCallback(
    (user: User): Promise<Outcome<{ temporaryPassword: string; message: string }, User>> =>
      run('reset', { id: user.id }, (key) => resetPassword(api, user.id, key)),
    [run],
  );
  const remove = useCallback(
    (user: User): Promise<Outcome<User>> => run('delete', { id: user.id }, (key) => deleteUser(api, user.id, key)),
    [run],
  );
  /** `payload` identifies the action for its Idempotency-Key: the same form sent again reuses it. */
  const register = useCallback(
    (form: FormData, payload: unknown): Promise<Outcome<User>> => run('register', payload, (key) => registerUser(api, form, key)),
    [run],
  );
  const edit = useCallback(
    (id: string, form: FormData, payload: unknown): Promise<Outcome<User>> =>
      run('edit', { id, payload }, (key) => editUser(api, id, form, key)),
    [run],
  );

  return { agentType, commission, link, reset, remove, register, edit, pending };
}
