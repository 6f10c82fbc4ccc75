import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Search, Users } from 'lucide-react';
import { useCurrentUser } from '../../../auth/AuthProvider';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageButtons } from '../../../ui/PageButtons';
import { Skeleton } from '../../../ui/Skeleton';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { AdminUsersQuery } from './admin-users.operations';
import { UserActionDialog, type ChosenAction } from './UserActionDialog';
import { UserRow } from './UserRow';
import './users.css';

const SEARCH_DELAY_MS = 300;

/** Admin Users: search, 50 per page with up to 5 page buttons, and every user operation. */
export function UsersTab() {
  const intl = useIntl();
  const self = useCurrentUser();
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersQuery, { variables: { search: search || null, page }, fetchPolicy: 'cache-and-network' });
  // While the next page or search loads, the previous rows stay (dimmed) instead of a skeleton flash.
  const shown = data ?? previousData;
  // Only a new page or search dims the rows; background refreshes (polls, refetches) do not.
  const paging = !data && previousData !== undefined;
  const reload = () => void refetch().catch(() => undefined);
  const lastPage = data?.adminUsers.totalPages;
  // A page emptied by deletions (or a search) falls back to the last page that exists.
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [lastPage, page]);
  const users = shown?.adminUsers.users ?? [];

  return (
    <section className="card glass" aria-labelledby="admin-users-title">
      <div className="users-tab__head">
        <h2 className="card__title" id="admin-users-title">
          <FormattedMessage id="admin.users.title" values={{ count: shown?.adminUsers.total ?? 0 }} />
        </h2>
        <label className="users-tab__search">
          <Search size={16} strokeWidth={1.75} aria-hidden />
          <span className="sr-only"><FormattedMessage id="admin.users.search" /></span>
          <input
            className="field__input"
            type="search"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setPage(1);
            }}
            placeholder={intl.formatMessage({ id: 'admin.users.searchPlaceholder' })}
            autoComplete="off"
            data-testid="admin-users-search"
          />
        </label>
      </div>
      {loading && !shown ? (
        <Skeleton rows={5} height={48} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={reload} testId="admin-users-error" />
      ) : users.length === 0 ? (
        <EmptyState
          icon={Users}
          title={<FormattedMessage id={search ? 'admin.users.noMatch' : 'admin.users.empty'} />}
          hint={search ? <FormattedMessage id="admin.users.noMatchHint" values={{ search: <bdi>{search}</bdi> }} /> : undefined}
          testId="admin-users-empty"
        />
      ) : (
        <div className="table-scroll users-table__scroll" aria-busy={paging}>
          <table className={`data-table users-table ${paging ? 'users-table--loading' : ''}`} data-testid="admin-users-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="admin.users.col.user" /></th>
                <th scope="col"><FormattedMessage id="admin.users.col.balance" /></th>
                <th scope="col"><FormattedMessage id="admin.users.col.status" /></th>
                <th scope="col"><FormattedMessage id="admin.users.col.role" /></th>
                <th scope="col"><FormattedMessage id="admin.users.col.joined" /></th>
                <th scope="col"><span className="sr-only"><FormattedMessage id="admin.users.col.actions" /></span></th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => <UserRow key={user.id} user={user} viewer={self} onChoose={(action, target) => setChosen({ action, user: target })} />)}
            </tbody>
          </table>
        </div>
      )}
      {shown && <PageButtons page={shown.adminUsers.page} totalPages={shown.adminUsers.totalPages} onPage={setPage} testId="admin-users-pagination" />}
      {chosen && <UserActionDialog chosen={chosen} onClose={() => setChosen(null)} />}
    </section>
  );
}
