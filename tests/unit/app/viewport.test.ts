import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('the page shell', () => {
  it('lets people zoom (WCAG 1.4.4): no user-scalable=no and no maximum-scale in the viewport', () => {
    const viewport = html.match(/<meta\s+name="viewport"\s+content="([^"]*)"/);
    expect(viewport).not.toBeNull();
    const settings = Object.fromEntries(
      (viewport?.[1] ?? '').split(',').map((part) => part.split('=').map((s) => s.trim().toLowerCase()) as [string, string]),
    );
    expect(settings.width).toBe('device-width');
    expect(['no', '0']).not.toContain(settings['user-scalable']);
    expect(settings['maximum-scale']).toBeUndefined();
  });

  it('fetches the brand mark the sign-in form draws with the code, not once the code has drawn it', () => {
    const preload = html.match(/<link\s+rel="preload"\s+href="([^"]+)"\s+as="image"[^>]*>/);
    expect(preload?.[1]).toBe('/logo-gold.svg');
    const source = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../../src/app', file), 'utf8');
    expect(source('features/auth/LoginPage.tsx')).toContain('src="/logo-gold.svg"');
    // The start-up loader draws it inline (issue 25): as an image it was the largest paint of every signed-in screen.
    expect(source('shell/FullScreenLoader.tsx')).not.toContain('<img');
  });
});
