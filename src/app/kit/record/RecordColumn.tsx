import type { ReactNode } from 'react';
import './record-column.css';

export interface RecordColumnProps {
  /** The record's status, as `data-status` for the tests and styles that read it. */
  status: string;
  /** The status line: the status chip and what stands beside it (waiting changes, the revision). */
  head: ReactNode;
  children: ReactNode;
}

/** A record drawn in the narrow column: its status line first, then its parts, evenly spaced. */
export function RecordColumn({ status, head, children }: RecordColumnProps) {
  return (
    <div className="narrow-column ion-padding record-column" data-status={status}>
      <div className="record-column__status">{head}</div>
      {children}
    </div>
  );
}
