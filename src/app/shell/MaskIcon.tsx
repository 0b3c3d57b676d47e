import type { CSSProperties } from 'react';
import './mask-icon.css';

/**
 * ion-icon's own rules for ionicons' paths (outlines are paths with no fill and a 32-unit stroke), which
 * an icon drawn as a mask image does not get from ion-icon's shadow root. Only the shape counts in a mask.
 */
const IONICON_RULES = '<style>.ionicon{fill:#000;stroke:#000}.ionicon-fill-none{fill:none}.ionicon-stroke-width{stroke-width:32px}</style>';
const SVG_DATA_URL = 'data:image/svg+xml;utf8,';
const masks = new Map<string, string>();

export function maskOf(icon: string): string {
  let mask = masks.get(icon);
  if (mask === undefined) {
    const svg = icon.slice(SVG_DATA_URL.length).replace(/^(<svg[^>]*>)/, `$1${IONICON_RULES}`);
    mask = `url("${SVG_DATA_URL}${encodeURIComponent(svg)}")`;
    masks.set(icon, mask);
  }
  return mask;
}

/**
 * An ionicons icon (`ionicons/icons`) drawn in the text colour as a CSS mask on a plain element, 1em square.
 * For icons that only decorate: an `ion-icon` is a web component with its shadow root, its visibility
 * observer and its parsed SVG, each upgraded on the main thread, and a list page shows many. Hidden from
 * assistive technology; an icon that is the only label of a control stays an `ion-icon` with its own label.
 */
export function MaskIcon({ icon, className }: { icon: string; className?: string }) {
  return <span className={className ? `mask-icon ${className}` : 'mask-icon'} aria-hidden="true" style={{ '--mask-icon': maskOf(icon) } as CSSProperties} />;
}
