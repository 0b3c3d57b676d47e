import type { ReactNode } from 'react';
import { RecordPage, type RecordSource } from '@app/kit/record/RecordPage';
import { TreeSplit } from './TreeSplit';
import '../listings.css';

export type TreePageProps<T> = RecordSource<T> & {
  title: (value: T | null) => string;
  backHref: string;
  /** `property` gives the `property.detail.*` words and `listings-property-detail-error`. */
  level: 'property' | 'roomType' | 'unit';
  /** The level's list, shown beside the record on a wide screen. */
  pane: ReactNode;
  children: (value: T) => ReactNode;
};

/** A record of the tree: a record page with back to the level above, and the split on wide screens. */
export function TreePage<T>({ level, pane, ...page }: TreePageProps<T>) {
  return <RecordPage {...page} namespace="listings" keyPrefix={level} testIdPrefix={`listings-${level}`} frame={(content) => <TreeSplit pane={pane}>{content}</TreeSplit>} />;
}
