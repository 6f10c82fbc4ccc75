import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface StatTileProps {
  icon: LucideIcon;
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  tone?: 'accent' | 'success' | 'danger' | 'warning';
}

/** One figure with its label: dashboard, tickets, winners and admin summaries. */
export function StatTile({ icon: Icon, label, children, testId, tone = 'accent' }: StatTileProps) {
  return (
    <div className={`stat-tile glass stat-tile--${tone}`} data-testid={testId}>
      <span className="stat-tile__icon" aria-hidden><Icon size={18} strokeWidth={1.75} /></span>
      <span className="stat-tile__label">{label}</span>
      <span className="stat-tile__value">{children}</span>
    </div>
  );
}
