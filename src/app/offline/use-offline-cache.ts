import { useEffect, useMemo } from 'react';
import { claimCacheFor, requestPersistentStorage } from './cache';

/**
 * Makes this device's cache the signed-in admin's, and asks the browser to keep it. The claim
 * starts while the shell renders, so it is under way before any screen's effect reads the cache
 * (the reads wait for it).
 */
export function useOfflineCache(adminId: string): void {
  useMemo(() => void claimCacheFor(adminId), [adminId]);
  useEffect(() => {
    void requestPersistentStorage();
  }, []);
}
