import type { HTMLAttributes, ReactNode } from 'react';
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
