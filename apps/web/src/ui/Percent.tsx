/** A percentage with Latin digits, always left to right (like money): "2.39%", also in Arabic. */
export function formatPercent(value: number, maximumFractionDigits = 2): string {
  return `${Number(value.toFixed(maximumFractionDigits))}%`;
}

export function Percent({ value, digits = 2 }: { value: number; digits?: number }) {
  return <span className="tabular" dir="ltr">{formatPercent(value, digits)}</span>;
}
