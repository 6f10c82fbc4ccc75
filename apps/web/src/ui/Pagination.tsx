import { FormattedMessage } from 'react-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  testId: string;
}

/** Previous / Next with "page x of y"; hidden when everything fits on one page. */
export function Pagination({ page, totalPages, onPage, testId }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" data-testid={testId}>
      <button className="button button--ghost" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-previous`}>
        <ChevronLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="common.previous" />
      </button>
      <span className="pagination__status">
        <FormattedMessage id="common.pageOf" values={{ page, total: totalPages }} />
      </span>
      <button className="button button--ghost" type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
        <FormattedMessage id="common.next" />
        <ChevronRight className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
      </button>
    </nav>
  );
}
