import './month-step.css';

export interface MonthStepProps {
  /** The previous month's step (a chevron pointing back), else the next month's. */
  back: boolean;
  /** What the step says to a screen reader: "Previous month", "Next month". */
  label: string;
  onStep: () => void;
  testId?: string;
}

/**
 * A month calendar's step to the previous or next month: a plain button with Ionicons' chevron drawn
 * inline, where Ionic's button and icon added only a ripple and two web components to a first screen
 * (issue 25). The reservation calendar and the free-stay quota calendar step the same way.
 */
export function MonthStep({ back, label, onStep, testId }: MonthStepProps) {
  return (
    <button type="button" className="kit-month-step" onClick={onStep} aria-label={label} data-testid={testId}>
      <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false">
        <path d={back ? 'M328 112 184 256l144 144' : 'm184 112 144 144-144 144'} />
      </svg>
    </button>
  );
}
