import { describe, expect, it, vi } from 'vitest';
import { classifyFailure, networkFailure } from '@app/lib/api-errors';
import { resolveStartup, type StartupDeps } from '@app/shell/startup';
import type { AdminProfile } from '@shared/contracts/auth';

const profile: AdminProfile = {
  id: 'a',
  accountNumber: '100001',
  name: 'Tan Wei Ming',
  email: 'weiming@stayops.test',
  permissions: [0],
  isAdmin: true,
  isOwner: false,
  mustChangePassword: false,
};

function deps(overrides: Partial<StartupDeps>): StartupDeps {
  return {
    hasCookie: true,
    fetchProfile: vi.fn(async () => profile),
    loadCached: vi.fn(() => null),
    saveCached: vi.fn(),
    ...overrides,
  };
}

describe('start-up (SPEC.md sections 1 and 4)', () => {
  it('without a cookie shows the login page and fetches nothing', async () => {
    const d = deps({ hasCookie: false });
    expect(await resolveStartup(d)).toEqual({ state: 'signed-out' });
    expect(d.fetchProfile).not.toHaveBeenCalled();
  });

  it('with a cookie fetches the profile and keeps a copy for offline starts', async () => {
    const d = deps({});
    expect(await resolveStartup(d)).toEqual({ state: 'signed-in', profile, offline: false });
    expect(d.saveCached).toHaveBeenCalledWith(profile);
  });

  it('an error status ends the session', async () => {
    const d = deps({ fetchProfile: async () => Promise.reject(classifyFailure(500, undefined)), loadCached: () => ({ profile, savedAt: 1 }) });
    expect(await resolveStartup(d)).toEqual({ state: 'session-ended' });
  });

  it('with the server unreachable uses the last profile instead of ending the session', async () => {
    const d = deps({ fetchProfile: async () => Promise.reject(networkFailure()), loadCached: () => ({ profile, savedAt: 42 }) });
    expect(await resolveStartup(d)).toEqual({ state: 'signed-in', profile, offline: true, cachedAt: 42 });
  });

  it('with the server unreachable and nothing saved offers a retry, keeping the cookie', async () => {
    const d = deps({ fetchProfile: async () => Promise.reject(networkFailure()) });
    expect(await resolveStartup(d)).toEqual({ state: 'unreachable' });
  });
});
