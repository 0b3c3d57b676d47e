import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { useAppLink } from '@app/lib/navigation';
import './list-card.css';

export interface ListCardProps {
  /** The record's page, in the app's router. */
  href: string;
  testId: string;
  /** Before the text, usually an avatar. */
  leading?: ReactNode;
  /** An ionicons icon in a round badge before the text, for a record without a face (a package, a unit). */
  icon?: string;
  title: ReactNode;
  /** Beside the title, on its line (an account number). The title is cut short rather than push it off. */
  aside?: ReactNode;
  /** Lines under the title, one row each, cut short when too long. */
  lines?: ReactNode[];
  chips?: ReactNode;
  /** A small last line (when they last signed in). */
  meta?: ReactNode;
  /** Greyed out: an inactive, banned or erased record. */
  muted?: boolean;
  /** The area's own class, to adjust the card. */
  className?: string;
}

/**
 * A card in a list that opens its record. Drawn like Ionic's card but as a plain link: a list page
 * shows a card per record, and each `ion-card` (with its content and ripple) is a web component a
 * slow phone has to upgrade before the page answers. A plain tap goes through Ionic's router, so the
 * page transition and back stack are as before; a middle or modified click opens a new tab.
 */
export function ListCard({ href, testId, leading, icon, title, aside, lines = [], chips, meta, muted = false, className }: ListCardProps) {
  const open = useAppLink(href);
  const classes = ['list-card', muted ? 'list-card--muted' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <a className={classes} href={href} onClick={open} data-testid={testId}>
      {leading}
      {icon ? (
        <span className="list-card__icon" aria-hidden="true">
          <IonIcon icon={icon} />
        </span>
      ) : null}
      <div className="list-card__text">
        <div className={aside ? 'list-card__head list-card__head--aside' : 'list-card__head'}>
          <h2 className="list-card__title">{title}</h2>
          {/* A space: the row shows them apart, and the card's text (its link's name, a copy) must not run them together. */}
          {aside ? <>{' '}<span className="list-card__aside">{aside}</span></> : null}
        </div>
        {lines.map((line, i) => (
          <p key={i} className="list-card__line">
            {line}
          </p>
        ))}
        {chips ? <div className="list-card__chips">{chips}</div> : null}
        {meta ? <p className="list-card__meta">{meta}</p> : null}
      </div>
    </a>
  );
}

/** A card's shape while the first page loads: avatar, title, a line and a row of chips. */
export function ListCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={`list-card list-card--skeleton${className ? ` ${className}` : ''}`} aria-hidden="true">
      <span className="list-card__bone list-card__bone--avatar" />
      <div className="list-card__text">
        <span className="list-card__bone list-card__bone--title" />
        <span className="list-card__bone list-card__bone--line" />
        <span className="list-card__bone list-card__bone--chips" />
      </div>
    </div>
  );
}
