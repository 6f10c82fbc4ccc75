import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from './page-window';
import './page-buttons.css';

interface PageButtonsProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  testId: string;
}

/** Previous / up to 5 numbered pages / Next; hidden when everything fits on one page. */
export function PageButtons({ page, totalPages, onPage, testId }: PageButtonsProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination page-buttons" aria-label={intl.formatMessage({ id: 'common.pagination' })} data-testid={testId}>
      <button className="icon-button" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={intl.formatMessage({ id: 'common.previous' })} data-testid={`${testId}-previous`}>
        <ChevronLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
      </button>
      <ol className="page-buttons__list">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              className="page-buttons__page tabular"
              type="button"
              aria-current={number === page ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'common.pageOf' }, { page: number, total: totalPages })}
              onClick={() => onPage(number)}
              data-testid={`${testId}-page-${number}`}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button className="icon-button" type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)} aria-label={intl.formatMessage({ id: 'common.next' })} data-testid={`${testId}-next`}>
        <ChevronRight className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
      </button>
      <span className="sr-only"><FormattedMessage id="common.pageOf" values={{ page, total: totalPages }} /></span>
    </nav>
  );
}
