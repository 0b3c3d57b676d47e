import { createContext, useContext } from 'react';
import type { AdminProfile } from '@shared/contracts/auth';

export interface SessionValue {
  profile: AdminProfile;
  /** The profile came from this device's cache because the server could not be reached. */
  offline: boolean;
  cachedAt: number | null;
  refreshProfile(): Promise<void>;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is only available once an admin is signed in');
  return value;
}
