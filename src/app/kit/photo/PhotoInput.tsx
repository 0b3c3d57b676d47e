import type { ReactElement } from 'react';

export interface PhotoInputProps {
  /** The chosen files, in order (the parent keeps them). */
  files: File[];
  onChange(files: File[]): void;
  /** At most this many files; further picks are ignored once reached. */
  max?: number;
  label: string;
  /** Prefix of the test ids: `-camera`, `-file` (hidden inputs), `-thumb`, `-remove`. */
  testId: string;
  /** What "Choose file" accepts; "Take photo" always takes images. */
  accept?: string;
  error?: string | null;
  disabled?: boolean;
}

// Interface first (the app helpers code against it); the body follows.
export function PhotoInput(props: PhotoInputProps): ReactElement {
  return <div data-testid={props.testId} />;
}
