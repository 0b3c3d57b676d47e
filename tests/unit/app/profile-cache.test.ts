// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCachedProfile, loadCachedProfile, saveCachedProfile } from '@app/lib/profile-cache';
import type { AdminProfile } from '@shared/contracts/auth';

const profile: AdminProfile = {
  id: '8f4c8e3a-1b2c-4d5e-8f90-123456789abc',
  accountNumber: '100001',
  name: 'Nur Aisyah',
  email: 'aisyah@stayops.test',
  permissions: [0, 1, 2],
  isAdmin: true,
  isOwner: false,
  mustChangePassword: false,
};

beforeEach(() => localStorage.clear());

describe('the last profile, for an offline start', () => {
  it('is kept with the time it was saved', () => {
    saveCachedProfile(profile, 1_700_000_000_000);
    expect(loadCachedProfile()).toEqual({ profile, savedAt: 1_700_000_000_000 });
  });

  it('is forgotten when the session ends', () => {
    saveCachedProfile(profile);
    clearCachedProfile();
    expect(loadCachedProfile()).toBeNull();
  });

  it('ignores what is not a profile', () => {
    localStorage.setItem('stayops.profile', '{"profile":{"name":1},"savedAt":1}');
    expect(loadCachedProfile()).toBeNull();
    localStorage.setItem('stayops.profile', 'not json');
    expect(loadCachedProfile()).toBeNull();
  });
});
