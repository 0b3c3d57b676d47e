import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './chip.css';

export interface ChipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  outline?: boolean;
  color?: 'primary';
  children: ReactNode;
}

/**
 * A label that only shows a state (role, approval, count). Drawn like Ionic's chip but as a plain
 * element: a list of twenty cards with three chips each would otherwise upgrade sixty more web
 * components (and sixty ripple effects) on a slow phone, for chips nobody taps. A chip that does
 * something stays an `ion-chip`.
 */
export function Chip({ outline = false, color, className, children, ...rest }: ChipProps) {
  const classes = ['chip', outline ? 'chip--outline' : '', color ? `chip--${color}` : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} {...rest}>
      {children}
    </span>
  );
}

/**
 * ion-icon's own rules for ionicons' paths (outlines are paths with no fill and a 32-unit stroke), which
 * an icon drawn as a mask image does not get from ion-icon's shadow root. Only the shape counts in a mask.
 */
const IONICON_RULES = '<style>.ionicon{fill:#000;stroke:#000}.ionicon-fill-none{fill:none}.ionicon-stroke-width{stroke-width:32px}</style>';
const SVG_DATA_URL = 'data:image/svg+xml;utf8,';
const masks = new Map<string, string>();

function maskOf(icon: string): string {
  let mask = masks.get(icon);
  if (mask === undefined) {
    const svg = icon.slice(SVG_DATA_URL.length).replace(/^(<svg[^>]*>)/, `$1${IONICON_RULES}`);
    mask = `url("${SVG_DATA_URL}${encodeURIComponent(svg)}")`;
    masks.set(icon, mask);
  }
  return mask;
}

/**
 * An ionicons icon (`ionicons/icons`) inside a chip, drawn in the chip's text colour as a CSS mask on a
 * plain element. A card's chips carry an icon each: as `ion-icon`s, twenty cards meant some forty more
 * web components (each with its shadow root, its visibility observer and its parsed SVG) for a slow
 * phone to upgrade before the list answers. Decorative only: hidden from assistive technology.
 */
export function ChipIcon({ icon }: { icon: string }) {
  return <span className="chip__icon" aria-hidden="true" style={{ '--chip-icon': maskOf(icon) } as CSSProperties} />;
}
