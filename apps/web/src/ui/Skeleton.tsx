interface SkeletonProps {
  /** How many placeholder rows. */
  rows?: number;
  /** Height of each row in px. */
  height?: number;
  label: string;
}

/** A loading placeholder shaped like the list it replaces. */
export function Skeleton({ rows = 3, height = 56, label }: SkeletonProps) {
  return (
    <div className="skeleton" role="status" aria-label={label} aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="skeleton__row" style={{ height }} />
      ))}
    </div>
  );
}
