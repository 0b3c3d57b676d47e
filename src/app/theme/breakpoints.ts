import { BREAKPOINTS } from '@shared/constants';

export type Breakpoint = keyof typeof BREAKPOINTS;

/** A media query for "at least this breakpoint" (SPEC.md section 9). */
export function minWidth(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** The split pane shows the menu beside the page from `lg` (992 px) up. */
export const SPLIT_PANE_WHEN = minWidth('lg');
