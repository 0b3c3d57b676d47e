import type { ReactNode } from 'react';
import './record-hero.css';

export interface RecordHeroProps {
  /** The record's face: an avatar, a logo. */
  leading: ReactNode;
  name: string;
  /** `data-testid` of the name. */
  nameTestId?: string;
  /** The number it is known by, under the name. */
  sub: string;
  chips: ReactNode;
  /** Inside a padded column (a sheet-like page), rather than at the top of a full page. */
  compact?: boolean;
}

/** The top of a record page: its face beside its name, the number it goes by and its chips. */
export function RecordHero({ leading, name, nameTestId, sub, chips, compact = false }: RecordHeroProps) {
  return (
    <section className={compact ? 'kit-record-hero kit-record-hero--compact' : 'kit-record-hero'}>
      {leading}
      <div className="kit-record-hero__text">
        <h1 className="kit-record-hero__name" data-testid={nameTestId}>
          {name}
        </h1>
        <p className="kit-record-hero__sub">{sub}</p>
        <div className="kit-record-hero__chips">{chips}</div>
      </div>
    </section>
  );
}
