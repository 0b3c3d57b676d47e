/** One figure of a record or a summary, its label above it; inside a `<dl className="listings-counts">`. */
export function Count({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="listings-count">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
