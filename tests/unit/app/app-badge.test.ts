import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearWaitingBadge, showWaitingOnBadge, type BadgingNavigator } from '@app/lib/app-badge';
import { showServerWaiting } from '@app/lib/server-waiting-badge';

/** A navigator with the Badging API, recording what the app asked of it (as a browser, `this` must be the navigator). */
function badgingNavigator() {
  const calls: (number | 'clear')[] = [];
  const nav = {
    setAppBadge(this: unknown, count?: number) {
      if (this !== nav) throw new TypeError('Illegal invocation');
      calls.push(count ?? 0);
      return Promise.resolve();
    },
    clearAppBadge(this: unknown) {
      if (this !== nav) throw new TypeError('Illegal invocation');
      calls.push('clear');
      return Promise.resolve();
    },
  } satisfies BadgingNavigator;
  return { nav, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app icon badge', () => {
  it('shows the count of decisions waiting', () => {
    const { nav, calls } = badgingNavigator();
    showWaitingOnBadge(7, nav);
    showWaitingOnBadge(6, nav);
    expect(calls).toEqual([7, 6]);
  });

  it('clears when nothing waits, rather than showing 0', () => {
    const { nav, calls } = badgingNavigator();
    showWaitingOnBadge(3, nav);
    showWaitingOnBadge(0, nav);
    showWaitingOnBadge(-1, nav);
    clearWaitingBadge(nav);
    expect(calls).toEqual([3, 'clear', 'clear', 'clear']);
  });

  it('does nothing, and fails nothing, where the platform has no Badging API', () => {
    expect(() => showWaitingOnBadge(4, {})).not.toThrow();
    expect(() => clearWaitingBadge({})).not.toThrow();
    expect(() => showWaitingOnBadge(4, undefined)).not.toThrow();
    // Only one of the two calls (some platforms): the other is simply skipped.
    const calls: number[] = [];
    showWaitingOnBadge(2, { setAppBadge: (n) => Promise.resolve(void calls.push(n ?? 0)) });
    clearWaitingBadge({ setAppBadge: () => Promise.resolve() });
    expect(calls).toEqual([2]);
  });

  it('stays quiet when the platform refuses, by rejecting or at once', async () => {
    const rejecting: BadgingNavigator = { setAppBadge: () => Promise.reject(new DOMException('denied', 'NotAllowedError')), clearAppBadge: () => Promise.reject(new Error('no')) };
    const throwing: BadgingNavigator = {
      setAppBadge: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => showWaitingOnBadge(5, rejecting)).not.toThrow();
    expect(() => showWaitingOnBadge(0, rejecting)).not.toThrow();
    expect(() => showWaitingOnBadge(5, throwing)).not.toThrow();
    // A rejection left unhandled would fail the run; give it the chance to.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('uses the browser navigator when given none', () => {
    const { nav, calls } = badgingNavigator();
    vi.stubGlobal('navigator', nav);
    showWaitingOnBadge(9);
    clearWaitingBadge();
    expect(calls).toEqual([9, 'clear']);
  });

  it('takes a server count only once nothing queued on the device is still to be sent', async () => {
    const { nav, calls } = badgingNavigator();
    vi.stubGlobal('navigator', nav);
    const signedIn = () => 'token';
    await showServerWaiting(4, () => Promise.resolve([{ id: 'queued decision' }]), signedIn);
    await showServerWaiting(4, () => Promise.reject(new Error('no store')), signedIn);
    expect(calls).toEqual([]);
    await showServerWaiting(3, () => Promise.resolve([]), signedIn);
    expect(calls).toEqual([3]);
  });

  it('drops a count whose session ended (or changed hands) while the device was asked what is queued', async () => {
    const { nav, calls } = badgingNavigator();
    vi.stubGlobal('navigator', nav);
    let token: string | undefined = 'first admin';
    let answer: (open: readonly unknown[]) => void = () => undefined;
    const asked = new Promise<readonly unknown[]>((resolve) => (answer = resolve));
    const shown = showServerWaiting(129, () => asked, () => token);
    // Signed out while the store was being read: the icon was cleared, and stays so.
    token = undefined;
    clearWaitingBadge(nav);
    answer([]);
    await shown;
    expect(calls).toEqual(['clear']);
    // Another admin signed in by the time the store answered: still not theirs.
    token = 'first admin';
    const late = showServerWaiting(5, () => Promise.resolve([]), () => {
      const now = token;
      token = 'second admin';
      return now;
    });
    await late;
    expect(calls).toEqual(['clear']);
    // Signed out already when the count came back: nothing to show.
    await showServerWaiting(7, () => Promise.resolve([]), () => undefined);
    expect(calls).toEqual(['clear']);
  });

  it('is cleared when the session ends (sign-out, or the server no longer knows it)', async () => {
    const { nav, calls } = badgingNavigator();
    vi.stubGlobal('navigator', nav);
    // The API client is made as the module loads, on the page's origin.
    vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
    const { endSession } = await import('@app/lib/api');
    showWaitingOnBadge(2);
    endSession();
    expect(calls).toEqual([2, 'clear']);
  });
});
