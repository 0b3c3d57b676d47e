import type { ReactNode } from 'react';
import { useWide } from './use-wide';

/**
 * On a phone the tree drills down, a page per level; from a tablet's width the level's list stays on the
 * left and the record opened from it on the right, so moving between siblings is one tap.
 */
export function TreeSplit({ pane, children }: { pane: ReactNode; children: ReactNode }) {
  const wide = useWide();
  if (!wide) return <>{children}</>;
  return (
    <div className="listings-split" data-testid="listings-split">
      <nav className="listings-split__list" data-testid="listings-split-list">
        {pane}
      </nav>
      <section className="listings-split__record" data-testid="listings-split-record">
        {children}
      </section>
    </div>
  );
}
