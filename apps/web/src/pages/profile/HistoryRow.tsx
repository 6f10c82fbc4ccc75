import type { ReactNode } from 'react';
import { FormattedDate } from 'react-intl';
import { Money } from '../../ui/Money';
import { MoneyStatusPill } from '../../ui/StatusPill';

interface HistoryRowProps {
  id: string;
  icon: ReactNode;
  title: ReactNode;
  amount: string;
  status: string;
  createdAt: string;
  meta?: ReactNode;
  notes?: string | null | undefined;
  testId: string;
}

/** One deposit, withdrawal or payout: what, when, how much and its status. */
export function HistoryRow({ id, icon, title, amount, status, createdAt, meta, notes, testId }: HistoryRowProps) {
  return (
    <li className="history-row" data-testid={testId} data-id={id} data-status={status}>
      <span className="history-row__icon" aria-hidden>{icon}</span>
      <div className="history-row__main">
        <p className="history-row__title">{title}</p>
        <p className="history-row__meta">
          <span><FormattedDate value={createdAt} dateStyle="medium" timeStyle="short" /></span>
          {meta}
        </p>
        {notes && <p className="history-row__notes">{notes}</p>}
      </div>
      <div className="history-row__figures">
        <Money value={amount} size="md" />
        <MoneyStatusPill status={status} testId={`${testId}-status`} />
      </div>
    </li>
  );
}
