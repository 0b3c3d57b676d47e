import type { ReactNode } from 'react';
import { useAppLink } from '@app/lib/navigation';
import { MaskIcon } from './MaskIcon';
import './header-link.css';

export interface HeaderLinkProps {
  href: string;
  /** An ionicons icon (`ionicons/icons`). */
  icon: string;
  /** The link's name; shown beside the icon from `sm` up unless `iconOnly`, always read out. */
  label: string;
  iconOnly?: boolean;
  /** The label stays beside the icon on a phone too: for an entry whose icon alone says too little. */
  labelAlways?: boolean;
  testId: string;
  className?: string;
  /** What sits on the icon (a count, a dot). */
  children?: ReactNode;
  /** Shown on hover where the label is not. */
  title?: string;
  data?: Record<`data-${string}`, string>;
}

/**
 * A link in a page's header toolbar, drawn like Ionic's clear toolbar button but as a plain link with
 * a mask icon. Every page draws its header when it opens; as `ion-button` + `ion-icon` each link was
 * two web components (shadow roots, a ripple, an SVG parsed from text) upgraded in that same task on a
 * slow phone. At least 44 px square.
 */
export function HeaderLink({ href, icon, label, iconOnly = false, labelAlways = false, testId, className, children, title, data }: HeaderLinkProps) {
  const open = useAppLink(href);
  const classes = ['header-link', iconOnly ? 'header-link--icon-only' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <a className={classes} href={href} onClick={open} aria-label={label} title={title} data-testid={testId} {...data}>
      <MaskIcon icon={icon} className="header-link__icon" />
      {iconOnly ? null : <span className={labelAlways ? 'header-link__label' : 'header-link__label hide-below-sm'}>{label}</span>}
      {children}
    </a>
  );
}
