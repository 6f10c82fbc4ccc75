import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { pageOf } from '../../ui/paginate';
import { Pagination } from '../../ui/Pagination';
import { Skeleton } from '../../ui/Skeleton';

interface HistoryPanelProps<T extends { id: string }> {
  title: string;
  icon: LucideIcon;
  items: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The text shown when the history is empty. */
  emptyTitle: string;
  emptyHint?: ReactNode;
  /** `profile-empty-<name>`, `<name>-history`, `<name>-history-pagination`. */
  name: string;
  actions?: ReactNode;
  renderRow: (item: T) => ReactNode;
}

/** A profile history: loading skeleton, error, the empty state, or 15 rows per page. */
export function HistoryPanel<T extends { id: string }>({ title, icon, items, loading, error, onRetry, emptyTitle, emptyHint, name, actions, renderRow }: HistoryPanelProps<T>) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const slice = pageOf(items ?? [], page);

  return (
    <section className="card glass" aria-labelledby={`${name}-history-title`}>
      <div className="card__head card__head--split">
        <h2 className="card__title" id={`${name}-history-title`}><FormattedMessage id={title} /></h2>
        {actions}
      </div>
      {loading && !items ? (
        <Skeleton rows={3} height={64} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !items ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : !items || items.length === 0 ? (
        <EmptyState icon={icon} title={<FormattedMessage id={emptyTitle} />} hint={emptyHint} testId={`profile-empty-${name}`} />
      ) : (
        <>
          <ul className="history-list" data-testid={`${name}-history`}>
            {slice.rows.map((item) => renderRow(item))}
          </ul>
          <Pagination page={slice.page} totalPages={slice.totalPages} onPage={setPage} testId={`${name}-history-pagination`} />
        </>
      )}
    </section>
  );
}
