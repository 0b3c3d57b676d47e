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
        <img src="/logo-gold.svg" width={LOADER_LOGO_SIZE} height={LOADER_LOGO_SIZE} alt="" />
      </div>
    </div>
  );
}
