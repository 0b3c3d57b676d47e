import type { HTMLAttributes, ReactNode } from 'react';
import { MaskIcon } from './MaskIcon';
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
 * An ionicons icon (`ionicons/icons`) inside a chip, in the chip's text colour (see MaskIcon). A card's chips
 * carry an icon each: as `ion-icon`s, twenty cards meant some forty more web components for a slow phone to
 * upgrade before the list answers.
 */
export function ChipIcon({ icon }: { icon: string }) {
  return <MaskIcon icon={icon} className="chip__icon" />;
}
