import type { CSSProperties } from 'react';
import { maskOf } from '@app/shell/MaskIcon';

/**
 * An ionicons icon on a queue card, drawn in the text colour as a mask (shell/MaskIcon) rather than an
 * `ion-icon`: a page of cards had a score of them, each a web component a slow phone upgrades before the
 * first card answers a tap. With a `label` it stands for a word (the arrow that says "becomes") and is
 * read as an image of that name; without one it only decorates and is hidden from assistive technology.
 */
export function CardIcon({ icon, label, className }: { icon: string; label?: string; className?: string }) {
  const classes = className ? `mask-icon ${className}` : 'mask-icon';
  const style = { '--mask-icon': maskOf(icon) } as CSSProperties;
  return label ? <span role="img" aria-label={label} className={classes} style={style} /> : <span aria-hidden="true" className={classes} style={style} />;
}
