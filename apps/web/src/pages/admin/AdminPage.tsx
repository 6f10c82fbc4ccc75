import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ArrowLeft, LayoutDashboard, ShieldAlert } from 'lucide-react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { EmptyState } from '../../ui/EmptyState';

/** decisions.md: non-admins opening /admin see ACCESS DENIED; the server enforces every admin rule anyway. */
export function AdminPage() {
  const user = useCurrentUser();

  if (!user.isAdmin) {
    return (
      <div className="page">
        <section className="card glass access-denied" role="alert" data-testid="admin-access-denied">
          <span className="access-denied__icon" aria-hidden><ShieldAlert size={36} strokeWidth={1.5} /></span>
          <h1 className="access-denied__title"><FormattedMessage id="admin.denied.title" /></h1>
          <p className="access-denied__text"><FormattedMessage id="admin.denied.text" /></p>
          <Link className="button button--ghost" to="/">
            <ArrowLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="common.backToDashboard" />
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="page admin">
      <header className="page__header page__header--split">
        <div>
          <p className="page__eyebrow"><FormattedMessage id="admin.eyebrow" /></p>
          <h1 className="page__title" data-testid="admin-title"><FormattedMessage id="admin.title" /></h1>
          <p className="page__subtitle"><FormattedMessage id="admin.subtitle" /></p>
        </div>
        <Link className="button button--ghost" to="/">
          <ArrowLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="common.backToDashboard" />
        </Link>
      </header>
      <section className="card glass">
        <EmptyState icon={LayoutDashboard} title={<FormattedMessage id="admin.empty" />} hint={<FormattedMessage id="admin.emptyHint" />} />
      </section>
    </div>
  );
}
