import { useEffect, useState, type CSSProperties } from 'react';
import { LOADER_LOGO_SIZE } from '@shared/constants';
import './full-screen-loader.css';

export interface FullScreenLoaderProps {
  /** SPEC.md section 1: the caller gives the height (a CSS length or pixels). */
  height?: string | number;
  /** Waits this long before showing, so fast loads never flash a loader. */
  delayMs?: number;
  spinning?: boolean;
  /** Accessible name, already translated by the caller. */
  label?: string;
  /** Covers whatever is underneath instead of taking part in the layout. */
  overlay?: boolean;
}

/**
 * The gold logo (public/logo-gold.svg) drawn inline rather than as an image element: an image this size
 * was the largest paint of every signed-in screen (issue 25), so Lighthouse timed the loader, not
 * the screen; an inline drawing is no such candidate, and needs no download either.
 */
function LoaderLogo() {
  return (
    <svg className="full-screen-loader__logo" viewBox="0 0 120 120" width={LOADER_LOGO_SIZE} height={LOADER_LOGO_SIZE} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="60" cy="60" r="55" strokeWidth="3" />
        <path d="M26 58 L60 28 L94 58" strokeWidth="6" />
        <path d="M36 50 V90 H84 V50" strokeWidth="6" />
      </g>
      <g fill="currentColor">
        <circle cx="60" cy="64" r="7.5" />
        <path d="M56 66 H64 L66.5 80 H53.5 Z" />
      </g>
    </svg>
  );
}

export function FullScreenLoader({
  height = '100%',
  delayMs = 0,
  spinning = true,
  label = 'Loading',
  overlay = false,
}: FullScreenLoaderProps) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;
  const style: CSSProperties = { height: typeof height === 'number' ? `${height}px` : height };
  const ringSize = LOADER_LOGO_SIZE + 40;
  return (
    <div
      className={`full-screen-loader${overlay ? ' full-screen-loader--overlay' : ''}`}
      style={style}
      data-testid="full-screen-loader"
      role="status"
      aria-live="polite"
      aria-label={label}
    >
      <div className="full-screen-loader__mark" style={{ width: ringSize, height: ringSize }}>
        <span className={`full-screen-loader__ring${spinning ? ' is-spinning' : ''}`} aria-hidden="true" />
        <LoaderLogo />
      </div>
    </div>
  );
}
