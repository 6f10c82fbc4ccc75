import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { House, Orbit } from 'lucide-react';

export function NotFoundPage() {
  return (
    <main className="not-found">
      <div className="not-found__card glass">
        <span className="not-found__icon" aria-hidden>
          <Orbit size={36} strokeWidth={1.5} />
        </span>
        <h1 className="not-found__title"><FormattedMessage id="notFound.title" /></h1>
        <p className="not-found__hint"><FormattedMessage id="notFound.hint" /></p>
        <Link className="button button--primary" to="/">
          <House size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="notFound.home" />
        </Link>
      </div>
    </main>
  );
}
