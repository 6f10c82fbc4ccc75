import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  hint?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** The honest "nothing here yet" state every list has. */
export function EmptyState({ icon: Icon, title, hint, children, testId }: EmptyStateProps) {
  return (
    <div className="empty-state" data-testid={testId}>
      <span className="empty-state__icon" aria-hidden>
        <Icon size={28} strokeWidth={1.5} />
      </span>
      <p className="empty-state__title">{title}</p>
      {hint && <p className="empty-state__hint">{hint}</p>}
      {children}
    </div>
  );
}
