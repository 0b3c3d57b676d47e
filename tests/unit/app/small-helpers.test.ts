import { describe, expect, it, vi } from 'vitest';
import { dayPart } from '@app/features/dashboard/greeting';
import { initials } from '@app/kit/avatar/initials';
import { showToast, subscribeToasts } from '@app/lib/toast-bus';
import { silenceConsole } from '@app/silence-console';
import { isProminent, looksStale } from '@app/shell/stale-state';

describe('console silenced in production builds', () => {
  it('turns every console method into a no-op', () => {
    const log = vi.fn();
    const error = vi.fn();
    const target = { log, error, warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Console;
    silenceConsole(target);
    target.log('secret');
    target.error('secret');
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('toast bus', () => {
  it('keeps toasts raised before the host mounts and delivers them in order', () => {
    showToast('first');
    showToast('second', 'success');
    const seen: string[] = [];
    const stop = subscribeToasts((t) => seen.push(`${t.tone}:${t.message}`));
    showToast('third');
    stop();
    showToast('fourth');
    expect(seen).toEqual(['danger:first', 'success:second', 'danger:third']);
  });
});

describe('dashboard greeting', () => {
  it('follows the time of day in Kuala Lumpur (UTC+8)', () => {
    expect(dayPart(new Date('2026-03-01T01:00:00Z'))).toBe('morning');
    expect(dayPart(new Date('2026-03-01T07:00:00Z'))).toBe('afternoon');
    expect(dayPart(new Date('2026-03-01T12:00:00Z'))).toBe('evening');
  });
});

describe('avatar initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Nur Aisyah binti Rahman')).toBe('NR');
    expect(initials('Tan')).toBe('T');
    expect(initials('  ')).toBe('?');
  });

  it('keeps a letter with its marks, and reads an unspaced Chinese, Japanese or Korean name by its first character', () => {
    expect(initials('முருகன் ராஜா')).toBe('முரா');
    expect(initials('देवी प्रसाद')).toBe('देप्र');
    expect(initials('陈小明')).toBe('陈');
    expect(initials('김민준')).toBe('김');
    expect(initials('Chen Xiao Ming')).toBe('CM');
    expect(initials('élise  Östberg')).toBe('ÉÖ');
  });
});

describe('how fresh saved data looks', () => {
  it('rows on screen are stale the moment the device is offline, saved or fetched; online only a failed refresh makes them so', () => {
    expect(looksStale('cache', false, false)).toBe(true);
    expect(looksStale('cache', false, true)).toBe(false);
    expect(looksStale('cache', true, true)).toBe(true);
    // An open screen whose rows came from the server: the network just went.
    expect(looksStale('server', false, false)).toBe(true);
    expect(looksStale('server', false, true)).toBe(false);
    expect(looksStale(null, false, false)).toBe(false);
  });

  it('is a banner, not a line beside the count, the moment the device is offline', () => {
    expect(isProminent({ source: 'server', stale: false, answeredLocally: false }, true)).toBe(false);
    expect(isProminent({ source: 'server', stale: false, answeredLocally: false }, false)).toBe(true);
    expect(isProminent({ source: 'cache', stale: false, answeredLocally: true }, true)).toBe(true);
    expect(isProminent({ source: null, stale: true }, false)).toBe(false);
  });
});
