// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../support/react-root';
import { FullScreenLoader } from '@app/shell/FullScreenLoader';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const dom = rootPerTest();

const loader = () => dom.container.querySelector<HTMLElement>('[data-testid="full-screen-loader"]');

describe('full-screen loader', () => {
  it('shows the gold logo at 120 × 120 inside a spinning ring, at the height it is given', () => {
    act(() => dom.root.render(<FullScreenLoader height={480} label="Loading" />));
    const element = loader();
    expect(element?.style.height).toBe('480px');
    // Drawn inline, not an <img>: an image this size became the largest paint of every signed-in screen (issue 25).
    expect(element?.querySelector('img')).toBeNull();
    const logo = element?.querySelector('svg.full-screen-loader__logo');
    expect(logo?.getAttribute('viewBox')).toBe('0 0 120 120');
    expect(logo?.getAttribute('width')).toBe('120');
    expect(logo?.getAttribute('height')).toBe('120');
    expect(element?.querySelector('.full-screen-loader__ring.is-spinning')).not.toBeNull();
    expect(element?.getAttribute('aria-label')).toBe('Loading');
  });

  it('accepts a CSS height and can stop spinning', () => {
    act(() => dom.root.render(<FullScreenLoader height="60vh" spinning={false} />));
    expect(loader()?.style.height).toBe('60vh');
    expect(loader()?.querySelector('.is-spinning')).toBeNull();
  });

  it('waits for its delay before showing', () => {
    act(() => dom.root.render(<FullScreenLoader delayMs={300} />));
    expect(loader()).toBeNull();
    act(() => vi.advanceTimersByTime(299));
    expect(loader()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(loader()).not.toBeNull();
  });
});
